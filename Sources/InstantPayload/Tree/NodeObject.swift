/// The key-value pairs of an object ``Node``, in their original order.
///
/// Payload objects are small and read far more often than searched, so the pairs live in one array
/// and lookups scan it; objects with many keys also get a hash index, so lookups stay O(1) for the
/// rare huge object. A repeated key keeps its first position and its last value, as JSON readers do.
public struct NodeObject: Sendable {
    /// One key-value pair.
    public typealias Element = (key: String, value: Node)

    /// One stored pair. A struct rather than the `Element` tuple: arrays of tuples are destroyed
    /// through the runtime's generic tuple path, field by field, which made freeing a payload tree
    /// a large share of mapping it.
    @usableFromInline
    package struct Pair: Sendable {
        @usableFromInline package var key: String
        @usableFromInline package var value: Node

        @inlinable
        package init(key: String, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// Objects with more keys than this get a hash index.
    static let indexThreshold = 24

    @usableFromInline package var storage: [Pair]

    /// The stored pairs in order, for package code that walks a tree without copying each value out.
    package var storedPairs: [Pair] { storage }
    @usableFromInline var index: [String: Int]?

    /// An empty object.
    public init() {
        storage = []
        index = nil
    }

    /// An object with these pairs in this order (a repeated key keeps its last value).
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, Node) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    /// An empty object with room for `capacity` pairs, for readers that know the size.
    public init(minimumCapacity capacity: Int) {
        self.init()
        storage.reserveCapacity(capacity)
    }

    /// The number of pairs.
    public var count: Int { storage.count }

    /// Whether the object has no pairs.
    public var isEmpty: Bool { storage.isEmpty }

    /// The keys, in order.
    public var keys: [String] { storage.map(\.key) }

    /// The values, in key order.
    public var values: [Node] { storage.map(\.value) }

    /// The pairs, in order.
    public var pairs: [Element] { storage.map { ($0.key, $0.value) } }

    @usableFromInline package func position(of key: String) -> Int? {
        if let index { return index[key] }
        for position in storage.indices where storage[position].key == key { return position }
        return nil
    }

    /// The position of `key`, scanning from `hint` and wrapping around. A mapper looking up keys in
    /// the order payloads usually list them passes the position after its previous match, so most
    /// lookups succeed on the first comparison.
    @inlinable @inline(__always)
    package func position(of key: String, near hint: Int) -> Int? {
        if let index { return index[key] }
        let count = storage.count
        var position = hint < count ? hint : 0
        for _ in 0..<count {
            if storage[position].key == key { return position }
            position += 1
            if position == count { position = 0 }
        }
        return nil
    }

    /// The value for `key`, or `nil` when the key is absent. Setting `nil` removes the key.
    public subscript(key: String) -> Node? {
        get {
            guard let position = position(of: key) else { return nil }
            return storage[position].value
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets the value for `key`, keeping its position when it exists; returns the old value.
    @discardableResult
    public mutating func updateValue(_ value: Node, forKey key: String) -> Node? {
        if let position = position(of: key) {
            let old = storage[position].value
            storage[position].value = value
            return old
        }
        storage.append(Pair(key: key, value: value))
        if index != nil {
            index![key] = storage.count - 1
        } else if storage.count > Self.indexThreshold {
            rebuildIndex()
        }
        return nil
    }

    /// Appends a pair whose key the caller knows is new (readers use this after their own check).
    package mutating func appendUnchecked(_ key: String, _ value: Node) {
        storage.append(Pair(key: key, value: value))
        if index != nil {
            index![key] = storage.count - 1
        } else if storage.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Removes `key`; returns its value if it was there.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Node? {
        guard let position = position(of: key) else { return nil }
        let old = storage.remove(at: position).value
        if index != nil { rebuildIndex() }
        return old
    }

    private mutating func rebuildIndex() {
        if storage.count <= Self.indexThreshold {
            index = nil
            return
        }
        var built = [String: Int](minimumCapacity: storage.count)
        for (position, pair) in storage.enumerated() { built[pair.key] = position }
        index = built
    }
}

extension NodeObject: Sequence {
    public func makeIterator() -> Iterator { Iterator(base: storage.makeIterator()) }

    /// Steps through the pairs in order.
    public struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[Pair]>

        /// The next pair, or nil after the last.
        public mutating func next() -> Element? {
            guard let pair = base.next() else { return nil }
            return (pair.key, pair.value)
        }
    }
    public var underestimatedCount: Int { storage.count }
}

extension NodeObject: Equatable {
    /// Objects are equal when they have the same keys with equal values, whatever the order.
    public static func == (lhs: NodeObject, rhs: NodeObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for pair in lhs.storage {
            let (key, value) = (pair.key, pair.value)
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }
}

extension NodeObject: Hashable {
    public func hash(into hasher: inout Hasher) {
        // Order-independent, to agree with ==.
        var combined = 0
        for pair in storage {
            let (key, value) = (pair.key, pair.value)
            var pairHasher = Hasher()
            pairHasher.combine(key)
            pairHasher.combine(value)
            combined ^= pairHasher.finalize()
        }
        hasher.combine(storage.count)
        hasher.combine(combined)
    }
}

extension NodeObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, Node)...) {
        self.init(elements)
    }
}
