@_spi(Records) @_spi(Unsafe) import InstantPayload

/// One `Data` mapper's run over a collection: the models so far and the context, shared by the
/// elements read as trees and the elements read straight into a plan's fields (JSON objects, XML
/// record elements).
///
/// Object elements skip their tree when the run's ``MappingRoute`` is the record route and the
/// mapper makes exactly `Model` (no subclass from `newInstanceForMapping()`). Any other element is
/// read as a tree, in its place. Through
/// an identity scope the object is found by the key read into the fields, and the run's first
/// element, read as a tree, tells whether its objects are exactly `Model`.
///
/// Through a scope, a run that ``batchesWrites`` writes its records' objects under the scope's lock
/// taken once per ``recordsPerLock`` records rather than once per record (a stream handing each
/// object out as it is mapped does not): its caller ends the run with ``endWrites()``.
///
/// A run is used by the one thread reading the payload, and no access to its ``CollectionRunState``
/// spans a call that reaches it again (``UncheckedStateObject``): the runtime's exclusivity
/// checks would cost more than mapping a small record's field.
package final class CollectionRun<Model: Mappable>: UncheckedStateObject<CollectionRunState> {
    /// The run's context (a repeated key's array starts over with a new one).
    package var context: MappingContext { state.context }
    /// Whether `Model` is not known to keep the default node hook (its elements then need trees).
    private let hookOverrides: Bool
    private let make: () -> Model
    private let runsNodeHook: Bool
    private let indexesPaths: Bool
    private let batchesWrites: Bool
    /// The records a batching run writes under one taking of the scope's lock: few enough that a
    /// thread waiting to read the scope's objects waits about a tenth of a millisecond.
    static var recordsPerLock: Int { 64 }
    /// Hands the record fields back to their layout when the run ends.
    private var recycle: (() -> Void)?

    /// A run starting with `context`; `make` makes each model, `runsNodeHook` says whether the mapper
    /// runs `transformJSONNodeBeforeMapping(_:)` on each element (`JSONMapper` does), `indexesPaths`
    /// whether error keypaths start with the element's index, as the mapper's elements read as trees
    /// have them (`JSONMapper`'s do, `ObjectMapper`'s do not), `batchesWrites` whether records read
    /// in a row share one taking of an identity scope's lock (the caller then calls ``endWrites()``
    /// once the payload is read, or the run's end gives it back).
    package init(
        context: MappingContext, runsNodeHook: Bool, indexesPaths: Bool, batchesWrites: Bool = false,
        make: @escaping () -> Model
    ) {
        self.runsNodeHook = runsNodeHook
        self.indexesPaths = indexesPaths
        self.batchesWrites = batchesWrites
        self.make = make
        hookOverrides = runsNodeHook && !ModelHooks.keeps(.transformJSONNode, Model.self)
        super.init(state: CollectionRunState(context: context))
    }

    deinit {
        endWrites()
        recycle?()
    }

    /// Gives back the identity scope's lock a batching run holds, if it holds it.
    package func endWrites() {
        guard let scope = state.writingScope else { return }
        state.writingScope = nil
        state.recordsWritten = 0
        scope.endWriting()
    }

    /// Runs `body`, which writes a record's object, under `scope`'s lock: taken for this record, or
    /// (``batchesWrites``) kept from an earlier record of the batch and given back after its last.
    @inline(__always)
    private func writing(through scope: IdentityScope, _ body: () throws -> Void) throws {
        guard batchesWrites else { return try scope.perform(body) }
        if state.writingScope !== scope {
            endWrites()
            scope.beginWriting()
            state.writingScope = scope
        }
        try body()
        state.recordsWritten &+= 1
        if state.recordsWritten == Self.recordsPerLock { endWrites() }
    }

    /// The models mapped so far, in order.
    package var models: [Model] {
        let mapped = state.mapped
        return [Model](unsafeUninitializedCapacity: mapped.count) { buffer, initialized in
            var index = 0
            while index < mapped.count {
                (buffer.baseAddress! + index).initialize(to: unsafeDowncast(mapped[index], to: Model.self))
                index += 1
            }
            initialized = mapped.count
        }
    }

    /// How many models were mapped so far.
    package var count: Int { state.mapped.count }

    /// Takes the last model mapped (a stream hands each one out as soon as it is mapped), as an
    /// `AnyObject` for the reason `mapped` holds them so.
    package func takeLastMapped() -> AnyObject? {
        state.mapped.popLast()
    }

    /// Adds a model mapped from an element's tree.
    package func append(_ model: Model) {
        noteTreeObject(model)
        state.mapped.append(model)
    }

    /// Notes the object of an element mapped from its tree (``append(_:)`` does): through a scope,
    /// the run's first one tells whether its objects are exactly `Model`.
    package func noteTreeObject(_ object: AnyObject) {
        guard state.objectsAreModel == nil, state.context.identityScope != nil else { return }
        state.objectsAreModel = ObjectIdentifier(type(of: object)) == ObjectIdentifier(Model.self)
    }

    /// Starts over for a repeated key's array, whose elements replace the earlier ones.
    package func restart(with context: MappingContext) {
        state.context = context
        state.mapped = []
    }

    /// Runs the node hook of `object` on an element read as a tree, unless its type keeps the default.
    package func runNodeHook(of object: Model, on element: inout Node) {
        if ObjectIdentifier(type(of: object)) == ObjectIdentifier(Model.self) {
            if hookOverrides { object.transformJSONNodeBeforeMapping(&element) }
        } else if !ModelHooks.keeps(.transformJSONNode, type(of: object)) {
            object.transformJSONNodeBeforeMapping(&element)
        }
    }

    /// How `Model`'s plan takes elements of `payload` read into its fields, when the run's
    /// ``MappingRoute`` is the record route (`wrapsInElementNames`: an element name registered for
    /// `Model` may wrap a record, so every element is read as a tree).
    package func recordReading(_ payload: MappingRoute.Payload, wrapsInElementNames: Bool = false) -> RecordReading? {
        let route = MappingRoute(
            Model.self, payload: payload, in: state.context, runsNodeHook: runsNodeHook,
            wrapsInElementNames: wrapsInElementNames)
        guard let plan = route.plan?.object, let layout = route.layout?.object else { return nil }
        let fields = layout.makeFields()
        recycle = { layout.recycle(fields) }
        state.records = CollectionRunRecords(plan: Lent(plan), layout: Lent(layout), fields: Lent(fields))
        recordOwners = [plan, layout, fields]
        return RecordReading(fields: fields, target: self)
    }

    /// Keeps the plan, layout and fields ``CollectionRunState/records`` lends.
    private var recordOwners: [AnyObject] = []
}

extension CollectionRun: RecordTarget {
    package func beginRecord() -> Bool {
        // The run's route took the record route, so the node hook is the default and, through a
        // scope, the key has a slot of its own.
        if state.context.identityScope != nil {
            // The object is found (or made) by the record's key once its fields are read; the first
            // element, read as a tree, tells whether the objects are of `Model`'s plan.
            return state.objectsAreModel == true
        }
        let object = make()
        guard ObjectIdentifier(type(of: object)) == ObjectIdentifier(Model.self) else { return false }
        state.object = object
        return true
    }

    package func endRecord() throws {
        guard let records = state.records else { return }
        guard let object = try state.object.take() ?? identifiedObject(records) else { return }
        if state.context.identityScope != nil, ObjectIdentifier(type(of: object)) != ObjectIdentifier(Model.self) {
            state.objectsAreModel = false
            if try mapFromTree(object, records) { return }
        }
        try records.plan.use { plan in
            try records.layout.use { layout in
                try records.fields.use { fields in
                    try Lent(state.context).use { context in
                        if let scope = context.identityScope {
                            // A found object may be shared with another thread's mapping.
                            try writing(through: scope) {
                                guard indexesPaths else {
                                    return try plan.apply(record: fields, layout: layout, to: object, in: context)
                                }
                                try context.descend(into: .index(state.mapped.count)) {
                                    try plan.apply(record: fields, layout: layout, to: object, in: context)
                                }
                            }
                        } else if indexesPaths {
                            try context.descend(into: .index(state.mapped.count)) {
                                try plan.apply(record: fields, layout: layout, to: object, in: context)
                            }
                        } else {
                            try plan.apply(record: fields, layout: layout, to: object, in: context)
                        }
                    }
                }
            }
        }
        state.mapped.append(object)
    }

    /// The object of a record read through an identity scope: found by the key in its fields before
    /// anything is allocated, else made and registered.
    private func identifiedObject(_ records: CollectionRunRecords) throws -> AnyObject? {
        let context = state.context
        guard context.identityScope != nil else { return nil }
        return try records.plan.use { plan in
            try records.fields.use { fields in
                let keyNode = records.layout.use { $0.keyNode(in: fields) }
                guard indexesPaths else {
                    return try context.findOrMakeObject(plan: plan, keyNode: keyNode, existing: nil, make: make)
                }
                return try context.descend(into: .index(state.mapped.count)) {
                    try context.findOrMakeObject(plan: plan, keyNode: keyNode, existing: nil, make: make)
                }
            }
        }
    }

    /// Maps a record's object of another class than `Model` (a subclass made by `make`, or
    /// registered under the key before, met after the run's first element) with its own plan, from
    /// the record's tree as the tree path would. False when the reader kept no way to the tree (an
    /// XML record's unread children are gone): the fields are then mapped by `Model`'s plan.
    private func mapFromTree(_ object: AnyObject, _ records: CollectionRunRecords) throws -> Bool {
        guard var tree = try records.fields.use({ try $0.rebuiltTree() }) else { return false }
        let model = unsafeDowncast(object, to: Model.self)
        if runsNodeHook { runNodeHook(of: model, on: &tree) }
        let context = state.context
        if indexesPaths {
            try context.descend(into: .index(state.mapped.count)) { try context.map(tree, onto: model) }
        } else {
            try context.map(tree, onto: model)
        }
        state.mapped.append(object)
        return true
    }
}

/// The mutable members of a ``CollectionRun``.
package struct CollectionRunState {
    var context: MappingContext
    // Held as `AnyObject`s: in the generic run (not specialized for the app's model) every use of
    // an `Optional<Model>` or `[Model]` would look their metadata up again, per record.
    /// The models mapped so far, in order.
    var mapped: [AnyObject] = []
    /// The object made for the record being read, until its fields are mapped onto it.
    var object: AnyObject?
    /// Through a scope: whether the run's objects are exactly `Model`, nil until its first element
    /// (read as a tree) tells. A run meeting another class (a subclass from `make`, or one registered
    /// under a key before) reads its later elements as trees, mapped by their objects' own plans.
    var objectsAreModel: Bool?
    /// The plan, layout and fields of ``CollectionRun/recordReading(_:wrapsInElementNames:)``, lent to each record.
    var records: CollectionRunRecords?
    /// The scope whose lock a batching run holds now, and the records written under it so far.
    var writingScope: IdentityScope?
    var recordsWritten = 0
}

/// The plan, layout and fields a ``CollectionRun`` reads records with, lent to each record without
/// a retain: the run's `recordOwners` keeps them.
package struct CollectionRunRecords {
    let plan: Lent<MappingPlan>
    let layout: Lent<MappingPlan.RecordLayout>
    let fields: Lent<RecordFields>
}
