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
    public func objects<Model: ObjectMappable>(_ type: Model.Type, streaming reader: XMLStreamReader)
        -> MappedObjectIterator<Model>
    {
        MappedObjectIterator(nodes: reader.makeIterator(), mapper: self, context: makeContext())
    }
}

/// Maps the nodes of an `XMLStreamReader` or a `JSONStreamReader` into models one at a time; `next()`
/// throws the first parse error (and, in strict mode, the first mapping error).
public struct MappedObjectIterator<Model: ObjectMappable> {
    /// The streaming reader's iterator the nodes come from.
    enum Nodes {
        case xml(XMLStreamReader.Iterator)
        case json(JSONStreamReader.Iterator)

        mutating func next() throws -> Node? {
            switch self {
            case .xml(var iterator):
                defer { self = .xml(iterator) }
                return try iterator.next()
            case .json(var iterator):
                defer { self = .json(iterator) }
                return try iterator.next()
            }
        }
    }

    private var nodes: Nodes
    private let mapper: ObjectMapper
    private let context: MappingContext
    private var index = 0

    init(nodes: XMLStreamReader.Iterator, mapper: ObjectMapper, context: MappingContext) {
        self.init(nodes: .xml(nodes), mapper: mapper, context: context)
    }

    init(nodes: Nodes, mapper: ObjectMapper, context: MappingContext) {
        self.nodes = nodes
        self.mapper = mapper
        self.context = context
    }

    /// What lenient mapping skipped so far.
    public var report: MappingReport { context.report }

    /// The next mapped object, or nil after the last one.
    public mutating func next() throws -> Model? {
        guard let node = try nodes.next() else { return nil }
        defer { index += 1 }
        let object = try mapper.mapNode(node, to: ObjectMappableClass(Model.self), in: context)
        return object as? Model
    }
}
