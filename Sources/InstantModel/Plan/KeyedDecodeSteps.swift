/// A model type's mapping as one step per mapped key, for a reader that holds each value on its
/// own rather than in a payload tree (the store reads a row column by column): a step applies its
/// value by the same rules, converters and policies as mapping a tree with that key would.
package struct KeyedDecodeSteps {
    private let plan: MappingPlan
    /// The key each step reads, in the order a tree's mapping applies them; nil for a step whose
    /// keypath is more than one key or that falls back to another key (it needs the tree).
    package let keys: [String?]

    /// The steps of `type` under `context`'s scheme and serializers (the plan is compiled once).
    package init(_ type: any Mappable.Type, in context: MappingContext) throws {
        plan = try context.plan(for: type)
        keys = plan.decodeEntries.map { $0.fallbackKey == nil ? $0.singleKey : nil }
    }

    /// Applies a present value (possibly `null`) as step `step`'s, taking its contents where the
    /// property's type can.
    package func apply(taking value: inout Node, step: Int, to object: AnyObject, in context: MappingContext) throws {
        try plan.apply(taking: &value, of: plan.decodeEntries[step], to: object, in: context)
    }

    /// Applies the absence of step `step`'s key (``MappingOptions/missingValuePolicy``).
    package func applyMissing(step: Int, to object: AnyObject, in context: MappingContext) throws {
        try plan.apply(nil, of: plan.decodeEntries[step], to: object, in: context)
    }
}
