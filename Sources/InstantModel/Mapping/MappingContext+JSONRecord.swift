import Foundation

extension MappingContext {
    /// What became of a JSON document offered to ``mapJSONRecord(_:onto:)``.
    package enum JSONRecordOutcome {
        /// The root object was read into the plan's fields and mapped onto the object.
        case mapped
        /// The root is not an object; here is its tree (the object is untouched).
        case notAnObject(Node)
        /// The object's plan needs the tree (nothing was read).
        case needsTree
    }

    /// Maps the JSON object in `data` onto `object` without building its tree, when the plan of the
    /// object's type has a ``MappingPlan/RecordLayout``: the same entries, order and rules as mapping
    /// the tree, so only the cost differs. A plan that cannot be made is left to the tree path,
    /// which reports it in its place (after any syntax error).
    package func mapJSONRecord(_ data: Data, onto object: any Mappable) throws -> JSONRecordOutcome {
        guard let plan = try? plan(for: type(of: object)), let layout = plan.recordLayout else { return .needsTree }
        let fields = layout.makeFields()
        defer { layout.recycle(fields) }
        if let root = try JSONReader().read(data, record: fields) { return .notAnObject(root) }
        try plan.apply(record: fields, layout: layout, to: object, in: self)
        return .mapped
    }
}
