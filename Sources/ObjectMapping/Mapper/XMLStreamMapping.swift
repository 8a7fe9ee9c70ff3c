import InstantModel
import InstantXML

/// `ObjectMapper`'s mapping of an XML stream: each value is mapped as soon as the reader completes
/// it (a plain record straight from the plan's fields, as in a collection call; any other value
/// from its tree), and the objects of one chunk wait here in document order, with the error of a
/// value that failed in its place.
///
/// Mapping while reading keeps the report in document order whichever way each value was mapped.
final class XMLStreamMapping<Model: ObjectMappable> {
    /// An object mapped and not yet handed out, or the error of a value in its place.
    private enum Mapped {
        case object(Model)
        case failure(any Error)
    }

    private let run: CollectionRun<Model>
    private let mapper: ObjectMapper
    private var cursor: XMLPushCursor?
    private var ready: [Mapped] = []
    private var readIndex = 0
    /// A read or parse error met after the values now waiting; thrown once they are handed out.
    private var pendingError: (any Error)?
    private var ended = false

    /// The context every value is mapped in (its report is the iterator's).
    var context: MappingContext { run.context }

    init(reader: XMLStreamReader, mapper: ObjectMapper, context: MappingContext) {
        self.mapper = mapper
        run = CollectionRun(context: context, runsNodeHook: false, indexesPaths: false, make: Model.object)
        // As in a collection call: an element name that could wrap a record keeps every value a tree.
        let records = mapper.elementNames(of: Model.self).isEmpty ? run.recordReading() : nil
        cursor = XMLPushCursor(
            reader: reader, deliver: { [unowned self] node in map(node) },
            records: records.map { reading in
                RecordReading(
                    fields: reading.fields, begin: reading.begin,
                    end: { [unowned self] in
                        do {
                            try reading.end()
                            if let object = run.takeLastModel() { ready.append(.object(object)) }
                        } catch {
                            ready.append(.failure(error))
                        }
                    })
            })
    }

    /// Maps a value read as a tree.
    private func map(_ node: Node) {
        do {
            let object = try mapper.mapNode(node, to: ObjectMappableClass(Model.self), in: run.context)
            // `object()` makes a `Model` or a subclass; anything else ends the iteration, as it did.
            if let model = object as? Model {
                ready.append(.object(model))
            } else {
                ended = true
            }
        } catch {
            ready.append(.failure(error))
        }
    }

    /// The next object, or nil after the last one; throws a value's mapping error in its place and
    /// a read or parse error after the values before it.
    func next() throws -> Model? {
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
