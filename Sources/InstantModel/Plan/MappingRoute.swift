import Foundation

extension MappingContext {
    /// What became of a JSON document offered to ``mapJSONRecord(_:as:make:)``. Its models are the
    /// ones `make` made.
    package enum JSONRecordOutcome {
        /// The root object was read into the plan's fields and mapped onto this new model.
        case mapped(AnyObject)
        /// The root is not an object; here is its tree (no model was made).
        case notAnObject(Node)
        /// The payload must be mapped from its tree: the plan needs one (nothing was read), or the
        /// model made for it is of another class than `Model` (here it is, to map onto).
        case needsTree(AnyObject?)
    }

    /// Maps the JSON object in `data` onto a new `type` without building its tree, when `type`'s
    /// plan has a ``MappingPlan/RecordLayout``: the same entries, order and rules as mapping the tree,
    /// so only the cost differs. The model is made (`make`) only once the document has been read
    /// whole, as the tree path makes it after parsing. A plan that cannot be made is left to the
    /// tree path, which reports it in its place (after any syntax error).
    ///
    /// Not generic: a generic one cost every one-object call a lookup of its generic context.
    package func mapJSONRecord(_ data: Data, as type: any Mappable.Type, make: () -> AnyObject) throws
        -> JSONRecordOutcome
    {
        guard let plan = try? plan(for: type), let layout = plan.recordLayout else { return .needsTree(nil) }
        // Through a scope, the key must be in a slot of its own to be looked up before the model is made.
        if identityScope != nil, let identity = plan.identity, identity.recordSlot < 0 { return .needsTree(nil) }
        let fields = layout.makeFields()
        defer { layout.recycle(fields) }
        // Applied while the bytes are in reach: a child model's fields may need its object's tree.
        return try data.withUnsafeBytes { bytes in
            if let root = try JSONReader().read(bytes, record: fields) { return .notAnObject(root) }
            let object =
                identityScope == nil
                ? make()
                : try findOrMakeObject(
                    plan: plan, keyNode: plan.identity?.keyNode(in: fields), existing: nil, make: make)
            // The fields follow `type`'s plan; a subclass made by `make` has its own.
            guard ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(type) else { return .needsTree(object) }
            if let identityScope {
                try identityScope.perform { try plan.apply(record: fields, layout: layout, to: object, in: self) }
            } else {
                try plan.apply(record: fields, layout: layout, to: object, in: self)
            }
            return .mapped(object)
        }
    }
}
