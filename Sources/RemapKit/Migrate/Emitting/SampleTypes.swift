import Foundation
import InstantModel

/// What sample payloads show about the values under each key: the evidence for typing `NSNumber`
/// properties (`--sample`).
package struct SampleTypes {
    private struct Evidence {
        var booleans = 0
        var integers = 0
        var beyond53Bits = 0
        var fractions = 0
    }

    private var byKey: [String: Evidence] = [:]
    /// Whether any sample was given (without samples `NSNumber` gets the documented default).
    private(set) var hasSamples = false

    package init() {}

    /// Records every keyed value of a sample payload tree.
    package mutating func add(_ node: Node) {
        hasSamples = true
        switch node {
        case .object(let object):
            for (key, value) in object {
                record(value, under: key)
                add(value)
            }
        case .array(let items):
            for item in items { add(item) }
        default:
            break
        }
    }

    private mutating func record(_ value: Node, under key: String) {
        var evidence = byKey[key] ?? Evidence()
        switch value {
        case .bool: evidence.booleans += 1
        case .integer(let number): Self.count(number, in: &evidence)
        case .double: evidence.fractions += 1
        case .string(let text):  // XML text
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed == "true" || trimmed == "false" {
                evidence.booleans += 1
            } else if let number = Int64(trimmed) {
                Self.count(number, in: &evidence)
            } else if Double(trimmed) != nil {
                evidence.fractions += 1
            }
        case .array(let items):
            for item in items { record(item, under: key) }
        default:
            return
        }
        byKey[key] = evidence
    }

    private static func count(_ number: Int64, in evidence: inout Evidence) {
        evidence.integers += 1
        if number.magnitude > 1 << 53 { evidence.beyond53Bits += 1 }
    }

    /// The Swift type for an `NSNumber` mapped from `keys`, and a note when it is the default.
    func numberType(forKeys keys: [String]) -> (type: String, note: String?) {
        let found = keys.compactMap { byKey[$0] }
        guard !found.isEmpty else {
            let why = hasSamples ? "the samples have no value for it" : "no --sample given"
            return ("Int", "NSNumber: Int by default (\(why))")
        }
        let total = found.reduce(into: Evidence()) {
            $0.booleans += $1.booleans
            $0.integers += $1.integers
            $0.beyond53Bits += $1.beyond53Bits
            $0.fractions += $1.fractions
        }
        if total.booleans > 0, total.integers == 0, total.fractions == 0 { return ("Bool", nil) }
        if total.fractions > 0 { return ("Double", nil) }
        if total.beyond53Bits > 0 { return ("Int64", nil) }
        if total.booleans > 0 { return ("Int", "NSNumber: the samples hold both booleans and numbers") }
        return ("Int", nil)
    }
}
