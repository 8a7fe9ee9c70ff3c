import InstantModel
import InstantXML

extension ObjectMapper {
    /// Maps each value a streaming XML reader yields (`users.user`) into a new `Model`, one at a time,
    /// so a document far larger than memory maps in constant memory. Returns what lenient mapping
    /// skipped.
    @discardableResult
    public func mapObjects<Model: ObjectMappable>(
        _ type: Model.Type, streaming reader: XMLStreamReader, _ body: (Model) throws -> Void
    ) throws -> MappingReport {
        var iterator = objects(type, streaming: reader)
        while let object = try iterator.next() { try body(object) }
        return iterator.report
    }

    /// The objects mapped from a streaming XML reader, produced on demand.
    ///
    /// Each chunk of the input is mapped as it is read, values that are plain records (an object of
    /// child elements with distinct names) straight into the plan's fields as in a collection call;
    /// the chunk's objects then wait to be asked for, so memory stays at one chunk's objects.
    public func objects<Model: ObjectMappable>(_ type: Model.Type, streaming reader: XMLStreamReader)
        -> MappedObjectIterator<Model>
    {
        let context = makeContext()
        return MappedObjectIterator(
            source: .xml(XMLStreamMapping(reader: reader, mapper: self, context: context)), mapper: self,
            context: context)
    }
}

/// Maps the nodes of an `XMLStreamReader` or a `JSONStreamReader` into models one at a time; `next()`
/// throws the first parse error (and, in strict mode, each mapping error in its element's place).
public struct MappedObjectIterator<Model: ObjectMappable> {
    /// Where the objects come from.
    enum Source {
        /// XML, mapped a chunk at a time as it is read.
        case xml(XMLStreamMapping<Model>)
        /// The JSON streaming reader's values, each mapped when asked for.
        case json(JSONStreamReader.Iterator)
    }

    private var source: Source
    private let mapper: ObjectMapper
    private let context: MappingContext

    init(source: Source, mapper: ObjectMapper, context: MappingContext) {
        self.source = source
        self.mapper = mapper
        self.context = context
    }

    /// What lenient mapping skipped so far.
    public var report: MappingReport { context.report }

    /// The next mapped object, or nil after the last one.
    public mutating func next() throws -> Model? {
        switch source {
        case .xml(let mapping):
            return try mapping.next()
        case .json(var iterator):
            defer { source = .json(iterator) }
            guard let node = try iterator.next() else { return nil }
            let object = try mapper.mapNode(node, to: ObjectMappableClass(Model.self), in: context)
            return object as? Model
        }
    }
}
