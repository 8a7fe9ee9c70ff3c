import InstantModel

extension ObjectMapper {
    /// Maps each value a streaming JSON reader yields (`users`) into a new `Model`, one at a time,
    /// so an export far larger than memory maps in constant memory. Returns what lenient mapping
    /// skipped.
    @discardableResult
    public func mapObjects<Model: ObjectMappable>(
        _ type: Model.Type, streaming reader: JSONStreamReader, _ body: (Model) throws -> Void
    ) throws -> MappingReport {
        var iterator = objects(type, streaming: reader)
        return try iterator.drain(body)
    }

    /// The objects mapped from a streaming JSON reader, produced on demand.
    public func objects<Model: ObjectMappable>(_ type: Model.Type, streaming reader: JSONStreamReader)
        -> MappedObjectIterator<Model>
    {
        let context = makeContext()
        return MappedObjectIterator(
            source: JSONStreamMapping(
                nodes: reader.makeIterator(), mapper: self, modelClass: ObjectMappableClass(Model.self),
                context: context),
            context: context)
    }
}

/// `ObjectMapper`'s mapping of a JSON stream: each value is mapped when it is asked for.
final class JSONStreamMapping: MappedObjectSource {
    private var nodes: JSONStreamReader.Iterator
    private let mapper: ObjectMapper
    private let modelClass: ObjectMappableClass
    private let context: MappingContext

    init(
        nodes: JSONStreamReader.Iterator, mapper: ObjectMapper, modelClass: ObjectMappableClass, context: MappingContext
    ) {
        self.nodes = nodes
        self.mapper = mapper
        self.modelClass = modelClass
        self.context = context
    }

    func nextObject() throws -> AnyObject? {
        guard let node = try nodes.next() else { return nil }
        return try mapper.mapNode(node, to: modelClass, in: context)
    }
}
