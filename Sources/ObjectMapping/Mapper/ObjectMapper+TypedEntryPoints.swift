import Foundation
import InstantModel
import InstantXML

extension ObjectMapper {
    // MARK: Typed conveniences

    /// Maps payload bytes (the object at `keyPath`, if given) to a new `Model`, unwrapping a registered
    /// element name.
    @inlinable
    public func map<Model: ObjectMappable>(_ data: Data, to type: Model.Type, keyPath: String? = nil) throws
        -> MappingResult<Model>
    {
        // Inlined into the caller, so the result's generic type is resolved there, not per call.
        let mapped = try mapNewObject(data, to: Model.self, keyPath: keyPath)
        return MappingResult(value: unsafeDowncast(mapped.object, to: Model.self), report: mapped.report)
    }

    /// The work of the one-object `map`: a new object made by `type.object()` (so a `Model`) and the
    /// run's report.
    @usableFromInline
    func mapNewObject(_ data: Data, to type: any ObjectMappable.Type, keyPath: String?) throws -> (
        object: AnyObject, report: MappingReport
    ) {
        let context = makeContext()
        let modelClass = ObjectMappableClass(type)
        let object: AnyObject
        if format == .json {
            // The root object read straight into the plan's fields, when the run's route allows.
            object = try MappingRoute.mapJSONDocument(
                data, as: type, keyPath: keyPath, in: context, runsNodeHook: false,
                wrapsInElementNames: !elementNames(of: type).isEmpty, make: { type.makeObject() },
                parse: { try parse(data).located(atKeyPath: keyPath) },
                tree: { root, made in
                    guard let made else { return try mapNode(root, to: modelClass, in: context) }
                    try mapNode(root, onto: made as! any ObjectMappable, in: context)
                    return made
                })
        } else {
            // An XML document is read whole for one object: the route of a tree.
            object = try mapNode(try parse(data).located(atKeyPath: keyPath), to: modelClass, in: context)
        }
        try context.connectForeignKeys()
        return (object, context.report)
    }

    /// Maps payload bytes (the array at `keyPath`, if given; a single object counts as one) to models.
    ///
    /// An array reached through objects is mapped element by element while it is read, so the
    /// payload's tree is never built whole. The first error in document order is thrown.
    public func map<Model: ObjectMappable>(_ data: Data, to type: [Model].Type, keyPath: String? = nil) throws
        -> MappingResult<[Model]>
    {
        let run = CollectionRun<Model>(
            context: makeContext(), runsNodeHook: false, indexesPaths: false, batchesWrites: true, make: Model.object)
        defer { run.endWrites() }
        let modelClass = ObjectMappableClass(Model.self)
        let root = try parseCollection(
            data, at: keyPath,
            begin: { run.restart(with: makeContext()) },
            element: { element in
                if case .null = element { return }
                run.append(try mapNode(element, to: modelClass, in: run.context) as! Model)
            },
            // Elements skip their tree unless an element name could wrap them (`{"user": {…}}`).
            records: run.recordReading(
                format == .json ? .jsonCollection : .xmlRecords,
                wrapsInElementNames: !elementNames(of: Model.self).isEmpty))
        guard let root else {
            try run.context.connectForeignKeys()
            return MappingResult(value: run.models, report: run.context.report)
        }
        let node = try root.located(atKeyPath: keyPath)
        let treeContext = makeContext()
        let elements = unwrappingList(node).elementsForMapping
        let mapped = try mapElements(elements, to: modelClass, in: treeContext).map { $0 as! Model }
        try treeContext.connectForeignKeys()
        return MappingResult(value: mapped, report: treeContext.report)
    }

    /// Maps payload bytes by their registered element names, as ``mapFromString(_:)`` does, returning
    /// the objects (one match gives one, an array value or several matches give them all) with what a
    /// lenient run skipped: values that did not convert and keys no class is registered for.
    public func map(_ data: Data) throws -> MappingResult<[any ObjectMappable]> {
        let context = makeContext()
        let node = try parse(data)
        switch node {
        case .object, .array: break
        case .null: return MappingResult(value: [], report: context.report)
        case .string(let text) where text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
            return MappingResult(value: [], report: context.report)
        default:
            throw MappingError(
                .wrongShape, keyPath: "", value: node,
                message: "expected an object or an array of objects, found \(node.briefDescription)")
        }
        let mapped = try mapByElementName(node, in: context)
        try context.connectForeignKeys()
        let objects: [any ObjectMappable]
        switch mapped {
        case let many as [any ObjectMappable]: objects = many
        case let one as any ObjectMappable: objects = [one]
        default: objects = []
        }
        return MappingResult(value: objects, report: context.report)
    }

    /// Maps payload bytes onto an existing object, returning what lenient mapping skipped.
    ///
    /// Nothing at `keyPath` (a server that accepted a PUT but answered with another shape) leaves the
    /// object as it is and is reported in lenient mode; strict mode throws.
    @discardableResult
    public func map(_ data: Data, onto object: any ObjectMappable, keyPath: String? = nil) throws -> MappingReport {
        let context = makeContext()
        guard let node = try locateTarget(keyPath, in: try parse(data), in: context) else { return context.report }
        if case .null = node { return context.report }
        try mapNode(node, onto: object, in: context)
        try context.finishMapping(onto: object)
        return context.report
    }
}
