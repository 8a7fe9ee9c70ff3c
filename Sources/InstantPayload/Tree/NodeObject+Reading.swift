extension NodeObject {
    /// An object made directly from pairs whose keys the caller has already checked are distinct,
    /// for readers that build whole objects at once (no per-pair lookup or append).
    package init(distinctPairs pairs: [Pair]) {
        self.init()
        storage = pairs
        if pairs.count > Self.indexThreshold {
            var built = [String: Int](minimumCapacity: pairs.count)
            for (position, pair) in pairs.enumerated() { built[pair.key] = position }
            index = built
        }
    }
}
