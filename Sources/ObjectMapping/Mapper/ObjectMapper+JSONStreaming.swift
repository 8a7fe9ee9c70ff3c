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
        while let object = try iterator.next() { try body(object) }
        return iterator.report
    }

    /// The objects mapped from a streaming JSON reader, produced on demand.
    public func objects<Model: ObjectMappable>(_ type: Model.Type, streaming reader: JSONStreamReader)
        -> MappedObjectIterator<Model>
    {
        MappedObjectIterator(source: .json(reader.makeIterator()), mapper: self, context: makeContext())
    }
}
