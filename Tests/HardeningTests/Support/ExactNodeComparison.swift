import InstantModel

extension Node {
    /// Whether `other` is this very value: the same kinds (an integer is not a double), doubles
    /// bit for bit (so `-0.0` is not `0.0`), strings scalar for scalar (no Unicode
    /// normalization), and object keys in the same order. `Node`'s own `==` is looser on purpose
    /// (numbers by value, strings by canonical equivalence, keys in any order).
    func isIdentical(to other: Node) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a, _), .double(let b, _)): return a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && zip(a.pairs, b.pairs).allSatisfy {
                    $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && $0.value.isIdentical(to: $1.value)
                }
        default: return false
        }
    }
}

/// Throws ``RoundTripMismatch`` unless the tree came back identical.
func expectIdentical(_ original: Node, _ back: Node, _ what: @autoclosure () -> String) throws {
    guard original.isIdentical(to: back) else {
        throw RoundTripMismatch(
            description: "\(what()): sent \(original.debugDescription), got back \(back.debugDescription)")
    }
}

extension Node {
    /// The tree with every string's scalars spelled out, so a mismatch shows invisible differences.
    var debugDescription: String {
        switch self {
        case .string(let text): return "\"" + text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + "\""
        case .double(let value, _): return "double(\(value), bits \(String(value.bitPattern, radix: 16)))"
        case .array(let items): return "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .object(let object):
            return "{"
                + object.pairs.map { Node.string($0.key).debugDescription + ": " + $0.value.debugDescription }
                .joined(separator: ", ") + "}"
        default: return "\(self)"
        }
    }
}
