extension MappingPlan {
    private struct CacheKey: Hashable {
        let type: ObjectIdentifier
        let scheme: String
        let serializers: String
    }

    private struct CacheState {
        var plans: [CacheKey: MappingPlan] = [:]
        /// The two plans asked for last: one-record calls ask for the same one or two (a model and
        /// its child) every time, and comparing a key costs far less than hashing it.
        var last: (key: CacheKey, plan: MappingPlan)?
        var previous: (key: CacheKey, plan: MappingPlan)?
        /// Plans replaced by one with more parts: runs, layouts and child records may still hold
        /// them, and plans live as long as the process.
        var replaced: [MappingPlan] = []

        mutating func remember(_ key: CacheKey, _ plan: MappingPlan) {
            previous = last
            last = (key, plan)
        }
    }

    private static let cache = Locked(CacheState())

    /// The plan of `type` with at least `parts`, compiled once per process: a plan asked for a part
    /// it lacks is replaced by one that adds it to the same entries.
    static func cached(
        for type: any Mappable.Type, scheme: any MappingScheme, serializers: SerializerRegistry, parts: Parts = []
    ) throws -> MappingPlan {
        let key = CacheKey(
            type: ObjectIdentifier(type), scheme: scheme.identifier, serializers: serializers.fingerprint)
        // One-record calls land here once per call: the closure returns a plain optional, whose
        // metadata a call does not look up again (a tuple's would be).
        let found = cache.withLock { state -> MappingPlan? in
            if let last = state.last, last.key == key { return last.plan }
            if let previous = state.previous, previous.key == key { return previous.plan }
            guard let plan = state.plans[key] else { return nil }
            state.remember(key, plan)
            return plan
        }
        // A plan's parts never change, so they are read outside the lock.
        if let found, found.parts.isSuperset(of: parts) { return found }
        let plan =
            try found.map { MappingPlan(extending: $0, with: parts) }
            ?? MappingPlan(type: type, scheme: scheme, serializers: serializers, parts: parts)
        return cache.withLock { state in
            // Another thread may have compiled parts meanwhile: the plan with the most of them stays.
            if let current = state.plans[key], current !== found {
                if current.parts.isSuperset(of: plan.parts) {
                    state.remember(key, current)
                    return current
                }
                state.replaced.append(current)
            } else if let old = found {
                state.replaced.append(old)
            }
            state.plans[key] = plan
            state.remember(key, plan)
            if state.previous?.key == key { state.previous = nil }
            return plan
        }
    }
}
