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
        return try iterator.drain(body)
    }

    /// The objects mapped from a streaming XML reader, produced on demand.
    ///
    /// Each chunk of the input (64 KiB) is mapped as it is read, values that are plain records (an
    /// object of child elements with distinct names) straight into the plan's fields as in a
    /// collection call; the chunk's objects then wait to be asked for, so memory stays at one chunk's
    /// objects. An iteration stopped early has mapped the rest of its chunk: their lenient errors are
    /// in ``MappedObjectIterator/report`` too.
    public func objects<Model: ObjectMappable>(_ type: Model.Type, streaming reader: XMLStreamReader)
        -> MappedObjectIterator<Model>
    {
        let context = makeContext()
        return MappedObjectIterator(
            source: XMLStreamMapping<Model>(reader: reader, mapper: self, context: context), context: context)
    }
}

/// Maps the nodes of an `XMLStreamReader` or a `JSONStreamReader` into models one at a time; `next()`
/// throws the first parse error (and, in strict mode, each mapping error in its element's place).
public struct MappedObjectIterator<Model: ObjectMappable> {
    // Not generic: in this generic struct, unspecialized for the app's model, a source typed by
    // `Model` would look its metadata up again for every object.
    private let source: any MappedObjectSource
    private let context: MappingContext

    init(source: any MappedObjectSource, context: MappingContext) {
        self.source = source
        self.context = context
    }

    /// What lenient mapping skipped so far.
    public var report: MappingReport { context.report }

    /// The next mapped object, or nil after the last one.
    public mutating func next() throws -> Model? {
        guard let object = try source.nextObject() else { return nil }
        try context.connectForeignKeys()
        // Made by `Model.object()`, whose result is a `Model`.
        return unsafeDowncast(object, to: Model.self)
    }

    /// Hands every remaining object to `body` in order (the streams' `mapObjects`); returns what
    /// lenient mapping skipped.
    mutating func drain(_ body: (Model) throws -> Void) throws -> MappingReport {
        while let object = try next() { try body(object) }
        return report
    }
}

/// Where a ``MappedObjectIterator`` takes its objects from: a streaming reader and the mapping of
/// its values.
protocol MappedObjectSource: AnyObject {
    /// The next object (a `Model`), or nil after the last one.
    func nextObject() throws -> AnyObject?
}
