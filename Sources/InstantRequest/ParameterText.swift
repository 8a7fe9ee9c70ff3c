import InstantModel

/// The text a scalar payload value takes in a URL, a form body or a multipart part.
///
/// RestKit 0.9 wrote every value with `%@`, so Booleans (`NSNumber`s) became `1` and `0`; that is kept,
/// and Rails reads both as Booleans. Where `%@` was wrong it is not copied: `null` is the empty string
/// (0.9 sent `<null>`), and dates are already ISO 8601 strings in the tree (0.9 sent
/// `2011-01-01 00:00:00 +0000`).
package enum ParameterText {
    /// The text of a scalar; nil for arrays and objects.
    package static func text(of node: Node) -> String? {
        switch node {
        case .null: return ""
        case .bool(let value): return value ? "1" : "0"
        case .integer(let value): return String(value)
        case .double(let value, let literal): return literal ?? text(of: value)
        case .string(let value): return value
        case .array, .object: return nil
        }
    }

    /// Integral doubles without a fraction (`3`, as `%@` printed them), others in their shortest form
    /// (negative zero too: `-0.0`, so its sign survives).
    private static func text(of value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
            return String(Int64(value))
        }
        return String(value)
    }
}
