import InstantModel
@_spi(Records) @_spi(Unsafe) import InstantPayload
import InstantXML

/// `ObjectMapper`'s mapping of an XML stream: each value is mapped as soon as the reader completes
/// it (a plain record straight from the plan's fields, as in a collection call; any other value
/// from its tree), and the objects of one chunk wait here in document order, with the error of a
/// value that failed in its place.
///
/// Mapping while reading keeps the report in document order whichever way each value was mapped.
/// Only the one thread iterating uses a mapping, and no access to its ``XMLStreamMappingState``
/// spans a call that reaches it again (``UncheckedStateObject``).
final class XMLStreamMapping<Model: ObjectMappable>: UncheckedStateObject<XMLStreamMappingState>,
    MappedObjectSource
{
    private let run: CollectionRun<Model>
    private let mapper: ObjectMapper
    private let modelClass = ObjectMappableClass(Model.self)
    private var cursor: XMLPushCursor?

    init(reader: XMLStreamReader, mapper: ObjectMapper, context: MappingContext) {
        self.mapper = mapper
        run = CollectionRun(context: context, runsNodeHook: false, indexesPaths: false, make: Model.object)
        super.init(state: XMLStreamMappingState())
        // As in a collection call: an element name that could wrap a record keeps every value a tree.
        let records = run.recordReading(
            .xmlRecords, wrapsInElementNames: !mapper.elementNames(of: Model.self).isEmpty)
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
                if let object = mapping.run.takeLastMapped() { mapping.state.ready.append(.object(object)) }
            } catch {
                mapping.state.ready.append(.failure(error))
            }
        }
    }

    /// Maps a value read as a tree.
    private func map(_ node: Node) {
        do {
            let object = try mapper.mapNode(node, to: modelClass, in: run.context)
            run.noteTreeObject(object)
            state.ready.append(.object(object))
        } catch {
            state.ready.append(.failure(error))
        }
    }

    /// The next object, or nil after the last one; throws a value's mapping error in its place and
    /// a read or parse error after the values before it.
    func nextObject() throws -> AnyObject? {
        while state.readIndex == state.ready.count {
            state.ready.removeAll(keepingCapacity: true)
            state.readIndex = 0
            if let pendingError = state.pendingError {
                state.pendingError = nil
                state.ended = true
                throw pendingError
            }
            guard !state.ended, let cursor else { return nil }
            do {
                if try !cursor.advance() { state.ended = true }
            } catch {
                state.pendingError = error
            }
        }
        let mapped = state.ready[state.readIndex]
        state.readIndex += 1
        switch mapped {
        case .object(let object): return object
        case .failure(let error): throw error
        }
    }
}

/// The mutable members of an ``XMLStreamMapping``.
struct XMLStreamMappingState {
    // The objects are held as `AnyObject`s (`StreamedObject`): in the generic mapping, unspecialized
    // for the app's model, a queue of `Model`s would look its metadata up again for every object.
    /// The objects (or errors) of the chunk read last, in document order.
    var ready: [StreamedObject] = []
    /// The next of ``ready`` to hand out.
    var readIndex = 0
    /// A read or parse error met after the values now waiting; thrown once they are handed out.
    var pendingError: (any Error)?
    /// Whether the reader reached the end (or an error) and has nothing more.
    var ended = false
}

/// An object a stream mapped and has not handed out yet, or the error of a value in its place.
enum StreamedObject {
    case object(AnyObject)
    case failure(any Error)
}
