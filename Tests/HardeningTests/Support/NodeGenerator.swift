import Foundation
import InstantModel
import TestSupport

/// Random payload trees and scalars for the round trips, drawn from a ``SeededGenerator``.
///
/// Values lean towards the edges on purpose: `Int64` extremes, signed zeros, subnormals, the
/// largest finite doubles, empty strings, and text from every Unicode plane (controls,
/// noncharacters, combining marks, emoji, private use, plane 16).
struct NodeGenerator {
    var random: SeededGenerator

    // MARK: Scalars

    mutating func int64() -> Int64 {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: [Int64.min, Int64.max, Int64.min + 1, Int64.max - 1, 0, -1, 1].randomElement(using: &random)!
        case 1: Int64.random(in: -1000...1000, using: &random)
        case 2: Int64(Int32.random(in: Int32.min...Int32.max, using: &random))
        default: Int64.random(in: Int64.min...Int64.max, using: &random)
        }
    }

    mutating func uint64() -> UInt64 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: [UInt64.max, UInt64.max - 1, UInt64(Int64.max) + 1, 0, 1].randomElement(using: &random)!
        default: UInt64.random(in: 0...UInt64.max, using: &random)
        }
    }

    /// A finite double (every bit pattern but infinities and NaNs is possible).
    mutating func double() -> Double {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return [
                0.0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0.1, 1e-7, 1e21, 9_007_199_254_740_994,
            ].randomElement(using: &random)!
        case 1: return Double.random(in: -1000...1000, using: &random)
        case 2: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 100
        default:
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }
    }

    /// One Unicode scalar from a plane chosen at random (0, 1, 2, 3, 14, 15 or 16), surrogates excluded.
    mutating func scalar() -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x1_0000...0x1_FFFF,
            0x2_0000...0x2_FFFF, 0x3_0000...0x3_FFFF, 0xE_0000...0xE_FFFF, 0xF_0000...0xF_FFFF,
            0x10_0000...0x10_FFFF,
        ]
        let special: [UInt32] = [
            0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x22, 0x26, 0x27, 0x2F, 0x3C, 0x3E, 0x5C, 0x7F, 0xA0, 0x301, 0x2028,
            0x2029, 0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x1_F600, 0x1_F1EB, 0x10_FFFF, 0xE_0001,
        ]
        let value =
            Bool.random(using: &random)
            ? special.randomElement(using: &random)!
            : UInt32.random(in: ranges.randomElement(using: &random)!, using: &random)
        return Unicode.Scalar(value)!
    }

    /// A string of 0–12 scalars (sometimes empty), from every plane.
    mutating func string(maxLength: Int = 12, allowing isAllowed: (Unicode.Scalar) -> Bool = { _ in true })
        -> String
    {
        var scalars = String.UnicodeScalarView()
        let length = Int.random(in: 0...maxLength, using: &random)
        while scalars.count < length {
            let next = scalar()
            if isAllowed(next) { scalars.append(next) }
        }
        return String(scalars)
    }

    // MARK: Trees

    /// Any tree JSON can carry: every kind, finite doubles, keys from every plane.
    mutating func jsonTree(depth: Int = 0) -> Node {
        let leafOnly = depth >= 4
        switch Int.random(in: 0..<(leafOnly ? 5 : 7), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(int64())
        case 3: return .double(double())
        case 4: return .string(string())
        case 5:
            return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in jsonTree(depth: depth + 1) })
        default:
            var object = NodeObject()
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                object[string(maxLength: 6)] = jsonTree(depth: depth + 1)
            }
            return .object(object)
        }
    }

    /// A tree XML can carry (see the README's "What XML cannot carry"): a single root element;
    /// element names that are XML names (never `text`); strings of XML characters without
    /// leading or trailing XML whitespace; objects with at least one key; arrays in the list shape
    /// (members that are single-key objects), or of two or more scalars beside other keys.
    mutating func xmlTree() -> Node {
        .object([xmlName(): xmlValue(depth: 1)])
    }

    private mutating func xmlValue(depth: Int) -> Node {
        let leafOnly = depth >= 4
        switch Int.random(in: 0..<(leafOnly ? 5 : 7), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(int64())
        case 3:
            // XML spells infinities (`INF`, `-INF`); JSON has none.
            if Int.random(in: 0..<10, using: &random) == 0 {
                return .double(Bool.random(using: &random) ? .infinity : -.infinity)
            }
            return .double(double())
        case 4: return .string(xmlString())
        case 5:
            return .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    .object([xmlName(): xmlValue(depth: depth + 1)])
                })
        default:
            var object = NodeObject()
            while object.count < Int.random(in: 1...4, using: &random) {
                object[xmlName()] = xmlValue(depth: depth + 1)
            }
            // Beside other keys, an array of two or more scalars is written as repeated elements,
            // which the reader turns back into that array.
            if object.count > 1, Bool.random(using: &random) {
                object[xmlName()] = .array(
                    (0..<Int.random(in: 2...4, using: &random)).map { _ in
                        Bool.random(using: &random) ? .string(xmlString()) : .integer(int64())
                    })
            }
            return .object(object)
        }
    }

    /// Text XML 1.0 can hold, trimmed of XML whitespace (the reader trims it).
    mutating func xmlString() -> String {
        let text = string(allowing: Self.isXMLCharacter)
        let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        var scalars = Array(text.unicodeScalars)
        while let first = scalars.first, whitespace.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, whitespace.contains(last) { scalars.removeLast() }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// An XML name: a letter or underscore, then letters, digits, `-`, `_` and `.`, with some
    /// non-ASCII letters; never `text` (the reader's key for mixed content).
    mutating func xmlName() -> String {
        let first: [Character] = Array("abcxyzABC_éßжλ漢")
        let rest: [Character] = Array("abcdefghijklmnopqrstuvwxyz0123456789-_.éжλ漢")
        while true {
            var name = String(first.randomElement(using: &random)!)
            for _ in 0..<Int.random(in: 0...6, using: &random) { name.append(rest.randomElement(using: &random)!) }
            if name != "text" { return name }
        }
    }

    /// Characters XML 1.0 allows in a document (the `Char` production).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
        default: false
        }
    }
}
