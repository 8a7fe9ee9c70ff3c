extension JSONMapper {
    /// Maps each value a streaming JSON reader yields into a new `Model` (with `jsonMapping`
    /// keypaths), one at a time, so an export far larger than memory maps in constant memory.
    /// Returns what lenient mapping skipped; strict mode throws the first mapping error.
    @discardableResult
    public func mapObjects<Model: Mappable>(
        _ type: Model.Type, streaming reader: JSONStreamReader, _ body: (Model) throws -> Void
    ) throws -> MappingReport {
        let context = MappingContext(options: options, scheme: JSONMappingScheme())
        var iterator = reader.makeIterator()
        var index = 0
        while let node = try iterator.next() {
            let object: Model = try Self.mapElement(node, at: index, in: context)
            index += 1
            try context.connectForeignKeys()
            try body(object)
        }
        return context.report
    }
}
