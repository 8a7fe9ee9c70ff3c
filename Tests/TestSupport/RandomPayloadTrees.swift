import InstantPayload

/// Random payload trees for differential tests of the writers: objects and arrays nested a few levels
/// deep around the caller's scalars and keys, so each format's tests supply the characters that
/// format must escape or reject.
public struct RandomPayloadTrees: Sendable {
    /// A scalar leaf (the format's hostile texts and numbers).
    public let scalar: @Sendable (inout SeededGenerator) -> Node
    /// The key of an object's member at `index`.
    public let key: @Sendable (inout SeededGenerator, _ index: Int) -> String
    /// Containers stop nesting below this depth.
    public let maximumDepth = 3

    public init(
        scalar: @escaping @Sendable (inout SeededGenerator) -> Node,
        key: @escaping @Sendable (inout SeededGenerator, _ index: Int) -> String
    ) {
        self.scalar = scalar
        self.key = key
    }

    /// An object of up to four members (a repeated key keeps its last value).
    public func object(_ generator: inout SeededGenerator, depth: Int = 0) -> Node {
        var object = NodeObject()
        for index in 0..<Int.random(in: 0...4, using: &generator) {
            let key = key(&generator, index)
            object[key] = value(&generator, depth: depth)
        }
        return .object(object)
    }

    /// A scalar, or (above the maximum depth) sometimes an object or an array of up to three values.
    public func value(_ generator: inout SeededGenerator, depth: Int) -> Node {
        guard depth < maximumDepth else { return scalar(&generator) }
        switch Int.random(in: 0...5, using: &generator) {
        case 0: return object(&generator, depth: depth + 1)
        case 1:
            return .array(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in value(&generator, depth: depth + 1) })
        default: return scalar(&generator)
        }
    }
}

extension SeededGenerator {
    /// Up to `count` of `pieces` run together (possibly none).
    public mutating func text(joining pieces: [String], upTo count: Int = 4) -> String {
        (0..<Int.random(in: 0...count, using: &self)).map { _ in pieces.randomElement(using: &self)! }.joined()
    }
}
