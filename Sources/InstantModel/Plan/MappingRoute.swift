import Foundation
@_spi(Records) @_spi(Unsafe) import InstantPayload

/// Which way one run takes its payload: each record read straight into its model plan's fields
/// and mapped from them (the record route), or read as a tree and mapped from that (the tree
/// route). Both apply the same entries in the same order with the same rules; only the cost
/// differs.
///
/// Decided once per run, before the first byte is read, from the model's plan, the payload and
/// the run's settings, and asked by every `Data` entry point: `JSONMapper`'s and `ObjectMapper`'s
/// one-object JSON calls (``mapJSONDocument(_:as:keyPath:in:runsNodeHook:wrapsInElementNames:existing:make:parse:tree:)``,
/// ``mapDocument(_:in:existing:make:parse:tree:)``), their collection calls (JSON and XML) and
/// XML streams (``CollectionRun/recordReading(_:wrapsInElementNames:)``), with or without an
/// ``IdentityScope``. The record route is taken when:
///
/// - the payload has records a reader can fill fields from: a JSON document's root object, the
///   elements of a JSON array read while it is read, XML record elements (a document or a
///   stream). A keypath below a document's root, a value of a `JSONStreamReader` (it hands out
///   trees) or a tree already built takes the tree route;
/// - no registered element name may wrap a record (`ObjectMapper`'s `{"user": {…}}`);
/// - where the mapper runs ``Mappable/transformJSONNodeBeforeMapping(_:)``, the type is known to
///   keep the default (``ModelHooks``);
/// - the plan can be made and has a ``MappingPlan/RecordLayout`` (no keypath operator);
/// - through an identity scope, the primary key sits in a slot of its own, so it is looked up
///   before the model is made.
///
/// What only a record can tell (a model made of another class, a document whose root is not an
/// object) still sends that record down the tree route, in its place.
package struct MappingRoute {
    /// What a run reads.
    package enum Payload {
        /// One JSON document: the model's object is its root, or the value at `keyPath`.
        case jsonDocument(keyPath: String?)
        /// The elements of a JSON array, mapped while the array is read.
        case jsonCollection
        /// XML record elements, of a document read for a collection or of a stream.
        case xmlRecords
        /// A tree, built already or read whole (one XML object).
        case tree
    }

    // Lent: the plan cache keeps every plan it made for the life of the process, and a plan keeps
    // its layout, so a route holds neither with a retain (a one-object call would pay for both).
    /// The plan records are read with, with its ``MappingPlan/Parts/records`` part (and, through a
    /// scope, its ``MappingPlan/Parts/identity`` part); nil on the tree route.
    let plan: Lent<MappingPlan>?
    /// The plan's record layout; nil on the tree route.
    let layout: Lent<MappingPlan.RecordLayout>?

    /// Whether the run reads records into fields.
    package var readsRecords: Bool { layout != nil }

    /// The route of a run mapping `payload` to `type` in `context`. `runsNodeHook`: the mapper runs
    /// `transformJSONNodeBeforeMapping(_:)` on each record (`JSONMapper` does); `wrapsInElementNames`:
    /// an element name registered for `type` may wrap a record (`ObjectMapper`).
    package init(
        _ type: any Mappable.Type, payload: Payload, in context: MappingContext, runsNodeHook: Bool,
        wrapsInElementNames: Bool = false
    ) {
        if let (plan, layout) = Self.records(
            of: type, payload: payload, in: context, runsNodeHook: runsNodeHook,
            wrapsInElementNames: wrapsInElementNames)
        {
            self.plan = Lent(plan)
            self.layout = Lent(layout)
        } else {
            plan = nil
            layout = nil
        }
    }

    /// The plan and layout of the record route, or nil for the tree route (see ``MappingRoute``).
    private static func records(
        of type: any Mappable.Type, payload: Payload, in context: MappingContext, runsNodeHook: Bool,
        wrapsInElementNames: Bool
    ) -> (MappingPlan, MappingPlan.RecordLayout)? {
        switch payload {
        case .jsonDocument(let keyPath): guard keyPath?.isEmpty ?? true else { return nil }
        case .jsonCollection, .xmlRecords: break
        case .tree: return nil
        }
        guard !wrapsInElementNames, !runsNodeHook || ModelHooks.keeps(.transformJSONNode, type) else { return nil }
        // A plan that cannot be made is left to the tree route, which reports it in its place.
        let parts: MappingPlan.Parts = context.identityScope == nil ? .records : [.records, .identity]
        guard let plan = try? context.plan(for: type, parts: parts), let layout = plan.recordLayout else { return nil }
        // Through a scope, the key must be in a slot of its own to be looked up before the model is made.
        if context.identityScope != nil, plan.keyEntry != nil, layout.keySlot < 0 { return nil }
        return (plan, layout)
    }

    /// Maps the document `data` onto one model of `type`, by the route ``init(_:payload:in:runsNodeHook:wrapsInElementNames:)``
    /// gives a JSON document at `keyPath` (see ``mapDocument(_:in:existing:make:parse:tree:)``): one
    /// call for a one-object entry point, so it pays for one call into this module, not two.
    package static func mapJSONDocument(
        _ data: Data, as type: any Mappable.Type, keyPath: String?, in context: MappingContext, runsNodeHook: Bool,
        wrapsInElementNames: Bool = false, existing: AnyObject? = nil, make: () -> AnyObject,
        parse: () throws -> Node, tree: (_ root: Node, _ made: AnyObject?) throws -> AnyObject
    ) throws -> AnyObject {
        try MappingRoute(
            type, payload: .jsonDocument(keyPath: keyPath), in: context, runsNodeHook: runsNodeHook,
            wrapsInElementNames: wrapsInElementNames
        ).mapDocument(data, in: context, existing: existing, make: make, parse: parse, tree: tree)
    }

    /// Maps the document `data` onto one model by this route, and returns the model.
    ///
    /// On the record route the root object is read straight into the plan's fields, and the model
    /// is made (`make`; through a scope, found by the key read into the fields first) only once the
    /// document has been read whole, as the tree route makes it after parsing; `existing` is the
    /// model to map onto instead, whatever the payload's key. Otherwise `tree` maps the document's
    /// tree (`parse`, or the root the record route read when it is not an object) onto the model
    /// made for it, if one was (of another class than the plan's: it has its own plan), else onto a
    /// model of its own.
    ///
    /// Not generic: a generic one cost every one-object call a lookup of its generic context.
    package func mapDocument(
        _ data: Data, in context: MappingContext, existing: AnyObject? = nil, make: () -> AnyObject,
        parse: () throws -> Node, tree: (_ root: Node, _ made: AnyObject?) throws -> AnyObject
    ) throws -> AnyObject {
        guard let plan, let layout else { return try tree(try parse(), nil) }
        let outcome = try plan.use { plan in
            try layout.use { layout in
                try readRecord(data, plan: plan, layout: layout, in: context, existing: existing, make: make)
            }
        }
        switch outcome {
        case .mapped(let object): return object
        case .notAnObject(let root): return try tree(root, nil)
        case .otherClass(let made): return try tree(try parse(), made)
        }
    }

    /// What became of a document read on the record route.
    private enum RecordOutcome {
        /// The root object was mapped onto this model.
        case mapped(AnyObject)
        /// The root is not an object; here is its tree (no model was made).
        case notAnObject(Node)
        /// The model made for the root is of another class than the plan's.
        case otherClass(AnyObject)
    }

    /// Reads `data`'s root object into `layout`'s fields and maps them (the fields are handed back
    /// before the caller maps any tree).
    private func readRecord(
        _ data: Data, plan: MappingPlan, layout: MappingPlan.RecordLayout, in context: MappingContext,
        existing: AnyObject?, make: () -> AnyObject
    ) throws -> RecordOutcome {
        let fields = layout.makeFields()
        defer { layout.recycle(fields) }
        // Applied while the bytes are in reach: a child model's fields may need its object's tree.
        return try data.withUnsafeBytes { bytes in
            if let root = try JSONReader().read(bytes, record: fields) { return .notAnObject(root) }
            let object: AnyObject
            if let existing {
                object = existing
            } else if context.identityScope == nil {
                object = make()
            } else {
                object = try context.findOrMakeObject(
                    plan: plan, keyNode: layout.keyNode(in: fields), existing: nil, make: make)
            }
            // The fields follow the plan's type; a subclass made by `make` has its own.
            guard ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(plan.modelType) else {
                return .otherClass(object)
            }
            if let identityScope = context.identityScope {
                try identityScope.perform { try plan.apply(record: fields, layout: layout, to: object, in: context) }
            } else {
                try plan.apply(record: fields, layout: layout, to: object, in: context)
            }
            return .mapped(object)
        }
    }
}
