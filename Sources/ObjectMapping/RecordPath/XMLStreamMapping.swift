import InstantModel
@_spi(Records) import InstantPayload
import InstantXML

/// `ObjectMapper`'s mapping of an XML stream: each value is mapped as soon as the reader completes
/// it (a plain record straight from the plan's fields, as in a collection call; any other value
/// from its tree), and the objects of one chunk wait here in document order, with the error of a
/// value that failed in its place.
///
/// Mapping while reading keeps the report in document order whichever way each value was mapped.
final class XMLStreamMapping<Model: ObjectMappable>: MappedObjectSource {
    private let run: CollectionRun<Model>
    private let mapper: ObjectMapper
    private let modelClass = ObjectMappableClass(Model.self)
    private var cursor: XMLPushCursor?
    // The objects are held as `AnyObject`s (`StreamedObject`): in this generic class, unspecialized
    // for the app's model, a queue of `Model`s would look its metadata up again for every object.
    // Every property is reached only from the one thread iterating, never overlapping: unchecked, so
    // the per-object accesses cost no runtime exclusivity bookkeeping.
    @exclusivity(unchecked) private var ready: [StreamedObject] = []
    @exclusivity(unchecked) private var readIndex = 0
    /// A read or parse error met after the values now waiting; thrown once they are handed out.
    @exclusivity(unchecked) private var pendingError: (any Error)?
    @exclusivity(unchecked) private var ended = false

    init(reader: XMLStreamReader, mapper: ObjectMapper, context: MappingContext) {
        self.mapper = mapper
        run = CollectionRun(context: context, runsNodeHook: false, indexesPaths: false, make: Model.object)
        // As in a collection call: an element name that could wrap a record keeps every value a tree.
        let records = mapper.elementNames(of: Model.self).isEmpty ? run.recordReading() : nil
        cursor = XMLPushCursor(
            reader: reader, deliver: { [unowned self] node in map(node) },
            records: records.map { RecordReading(fields: $0.fields, target: QueueingRecords(self)) })
    }

    /// Maps the stream's records with the run and queues each object, or its error, in document
    /// order. Holds the mapping unowned, without the checked reference's count per record: the
    /// mapping holds the cursor that holds this, and only the mapping's own calls to the cursor
    /// reach it.
    private final class QueueingRecords: RecordTarget {
        unowned(unsafe) let mapping: XMLStreamMapping

        init(_ mapping: XMLStreamMapping) {
            self.mapping = mapping
        }

        func beginRecord() -> Bool {
            mapping.run.beginRecord()
        }

        func endRecord() {
            do {
                try mapping.run.endRecord()
                if let object = mapping.run.takeLastMapped() { mapping.ready.append(.object(object)) }
            } catch {
                mapping.ready.append(.failure(error))
            }
        }
    }

    /// Maps a value read as a tree.
    private func map(_ node: Node) {
        do {
            let object = try mapper.mapNode(node, to: modelClass, in: run.context)
            run.noteTreeObject(object)
            ready.append(.object(object))
        } catch {
            ready.append(.failure(error))
        }
    }

    /// The next object, or nil after the last one; throws a value's mapping error in its place and
    /// a read or parse error after the values before it.
    func nextObject() throws -> AnyObject? {
        while readIndex == ready.count {
            ready.removeAll(keepingCapacity: true)
            readIndex = 0
            if let pendingError {
                self.pendingError = nil
                ended = true
                throw pendingError
            }
            guard !ended, let cursor else { return nil }
            do {
                if try !cursor.advance() { ended = true }
            } catch {
                pendingError = error
            }
        }
        let mapped = ready[readIndex]
        readIndex += 1
        switch mapped {
        case .object(let object): return object
        case .failure(let error): throw error
        }
    }
}

/// An object a stream mapped and has not handed out yet, or the error of a value in its place.
private enum StreamedObject {
    case object(AnyObject)
    case failure(any Error)
}
