/// What a mapping did with each keypath of a model, for answering "why didn't this map?".
///
/// Built by running the real mapping plan on a fresh instance, so what it reports is exactly what the
/// mappers do: which keypaths matched, the payload value found there, the property it went to, and
/// every conversion error.
public struct MappingExplanation: Sendable {
    /// What happened at one keypath.
    public enum Outcome: Sendable, Equatable {
        /// The value was converted and assigned.
        case mapped
        /// The payload has nothing at the keypath.
        case absent
        /// The payload has `null` there.
        case null
        /// The value could not be mapped (the error says why).
        case failed(String)
    }

    /// One keypath of the model's plan.
    public struct Row: Sendable {
        /// The payload keypath.
        public var keyPath: String
        /// The property it maps to.
        public var property: String
        /// The property's declared type.
        public var propertyType: String
        /// The payload value found at the keypath, if any.
        public var value: Node?
        /// What happened.
        public var outcome: Outcome
    }

    /// The model type explained.
    public var modelType: String
    /// The scheme that chose the keypaths (`jsonMapping`, `propertyNames`, `restKitElements`, …).
    public var scheme: String
    /// One row per keypath, in plan order.
    public var rows: [Row]
    /// Every error the mapping recorded, including those inside child models.
    public var errors: [MappingError]

    /// Explains mapping `node` onto a new `type` with `scheme` and `options` (forced lenient, so that
    /// every problem is listed rather than the first one thrown).
    public static func explain(
        _ node: Node, as type: any Mappable.Type, scheme: any MappingScheme, options: MappingOptions = MappingOptions()
    ) throws -> MappingExplanation {
        var options = options
        options.errorPolicy = .lenient
        options.logger = nil
        let context = MappingContext(options: options, scheme: scheme)
        let plan = try MappingPlan.cached(for: type, scheme: scheme, serializers: options.serializers)
        let object = type.newInstanceForMapping()
        try context.map(node, onto: object)
        var rows: [Row] = []
        for entry in plan.decodeEntries {
            var keyPath = entry.keyPath.text
            var found = try? entry.keyPath.evaluate(on: node)
            if found == nil || found?.isNull == true, let fallbackKey = entry.fallbackKey,
                let own = node.objectValue?[fallbackKey]
            {
                // JSON mapping read the property's own name instead (Instant Cocoa's fallback).
                keyPath = fallbackKey
                found = own
            }
            let outcome: Outcome
            if let failure = context.report.errors.first(where: {
                $0.keyPath == keyPath || $0.keyPath.hasPrefix(keyPath + ".")
            }) {
                outcome = .failed(failure.message)
            } else if let found {
                outcome = found.isNull ? .null : .mapped
            } else {
                outcome = .absent
            }
            rows.append(
                Row(
                    keyPath: keyPath, property: entry.accessor.name,
                    propertyType: String(describing: entry.accessor.attributes.type),
                    value: found, outcome: outcome))
        }
        return MappingExplanation(
            modelType: String(describing: type), scheme: scheme.identifier, rows: rows, errors: context.report.errors)
    }
}
