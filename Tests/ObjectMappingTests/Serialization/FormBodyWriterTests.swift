import Foundation
import InstantModel
import ObjectMapping
import TestSupport
import XCTest

/// The form body writer (RestKit 0.9.2's `NSDictionary+RKRequestSerialization`
/// `-URLEncodedString`, with `RKDynamicRouter`'s nesting) writes into one manually managed buffer;
/// its bytes must be the plain rendering of the tree's parameters, each name and value escaped on
/// its own by Foundation's RFC 3986 unreserved set.
final class FormBodyWriterTests: XCTestCase {
    /// Random trees (escapes at the start, middle and end of names and values, non-ASCII text,
    /// extreme integers, Booleans, nulls, doubles, arrays of objects, empty arrays): the written body
    /// equals the reference rendering.
    func testBodiesEqualTheReferenceRenderingForRandomTrees() throws {
        var generator = SeededGenerator(seed: 0xF0_4D_B0D1)
        var nonEmpty = 0
        for index in 0..<500 {
            let tree = Self.randomObject(&generator, depth: 0)
            let params = try FormURLEncodedParams(tree)
            let expected = Self.reference(tree)
            XCTAssertEqual(params.urlEncodedString, expected, "tree \(index)")
            XCTAssertEqual(params.httpBody, Data(expected.utf8), "tree \(index)")
            if !expected.isEmpty { nonEmpty += 1 }
        }
        XCTAssertGreaterThan(nonEmpty, 250, "most trees have parameters")
    }

    /// Integers are written as their digits, Booleans as `1`/`0`, `null` as nothing after `=`.
    func testScalarsAreWrittenAsRestKitsText() throws {
        let tree: Node = .object([
            "max": .integer(.max), "min": .integer(.min), "zero": .integer(0), "on": .bool(true), "off": .bool(false),
            "none": .null, "half": .double(0.5, literal: nil), "whole": .double(3, literal: nil),
        ])
        XCTAssertEqual(
            try FormURLEncodedParams(tree).urlEncodedString,
            "max=9223372036854775807&min=-9223372036854775808&zero=0&on=1&off=0&none=&half=0.5&whole=3")
    }

    /// The body of `{name: value}`.
    private static func body(_ name: String, _ value: String) throws -> String {
        try FormURLEncodedParams(.object([name: .string(value)])).urlEncodedString
    }

    /// Escaping copies plain runs between escaped bytes; every boundary keeps its bytes, in a value
    /// and in a name alike.
    func testEscapingKeepsEveryRunBoundary() throws {
        let cases = [
            "": "", "a": "a", " ": "%20", " a": "%20a", "a ": "a%20", "a b c": "a%20b%20c", "é": "%C3%A9",
            "~-._": "~-._", "%%": "%25%25", "a/b?c=d&e": "a%2Fb%3Fc%3Dd%26e", "[x]": "%5Bx%5D",
        ]
        for (text, escaped) in cases {
            XCTAssertEqual(try Self.body("k", text), "k=" + escaped, text)
            XCTAssertEqual(try Self.body(text, "v"), escaped + "=v", text)
        }
    }

    /// Only RFC 3986's unreserved characters are written as they are; every reserved one is escaped
    /// (`NSDictionary+RKRequestSerialization.m` escaped `!*'();:@&=+$,/?%#[]`, this set and more).
    func testFormValuesKeepOnlyUnreservedCharacters() throws {
        XCTAssertEqual(try Self.body("k", "AZaz09-._~"), "k=AZaz09-._~")
        XCTAssertEqual(
            try Self.body("k", " !\"#$%&'()*+,/:;=?@[]"),
            "k=%20%21%22%23%24%25%26%27%28%29%2A%2B%2C%2F%3A%3B%3D%3F%40%5B%5D")
        XCTAssertEqual(try Self.body("k", "é"), "k=%C3%A9")
    }

    // MARK: Reference

    /// Each parameter's name and value rendered and escaped on their own, joined with `&`: `key=v`,
    /// `key[sub]=v` for a nested object, `key[]=v` per element of an array (none for an empty one),
    /// the brackets written as they are (RestKit 0.9.2's `RKDynamicRouter` nesting).
    private static func reference(_ tree: Node) -> String {
        var pairs: [String] = []
        func add(_ node: Node, name: String?) {
            switch node {
            case .object(let object):
                for (key, value) in object {
                    add(value, name: name.map { $0 + "[" + escape(key) + "]" } ?? escape(key))
                }
            case .array(let elements):
                for element in elements { add(element, name: (name ?? "") + "[]") }
            default:
                pairs.append((name ?? "") + "=" + escape(text(of: node)))
            }
        }
        add(tree, name: nil)
        return pairs.joined(separator: "&")
    }

    /// A scalar's text: Booleans `1`/`0`, `null` nothing, integers their digits, and the doubles the
    /// random trees hold as `%@` printed them (integral ones without a fraction, `-0.0` signed).
    private static func text(of scalar: Node) -> String {
        switch scalar {
        case .bool(let value): return value ? "1" : "0"
        case .integer(let value): return String(value)
        case .string(let value): return value
        case .double(let value, _):
            let texts: [(Double, String)] = [(0.1, "0.1"), (-2.5, "-2.5"), (1e20, "1e+20"), (3, "3"), (-0.0, "-0.0")]
            return texts.first { $0.0.bitPattern == value.bitPattern }?.1 ?? "unexpected double \(value)"
        case .null, .array, .object: return ""
        }
    }

    private static func escape(_ text: String) -> String {
        var unreserved = CharacterSet()
        unreserved.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved)!
    }

    // MARK: Random trees

    private static let trees = RandomPayloadTrees(
        scalar: { generator in
            switch Int.random(in: 0...6, using: &generator) {
            case 0: return .null
            case 1: return .bool(Bool.random(using: &generator))
            case 2: return .integer([Int64.min, .max, -1, 0, 42].randomElement(using: &generator)!)
            case 3: return .integer(Int64.random(in: -1_000_000...1_000_000, using: &generator))
            case 4: return .double([0.1, -2.5, 1e20, 3, -0.0].randomElement(using: &generator)!, literal: nil)
            default: return .string(randomText(&generator))
            }
        },
        // Distinct keys, each with the characters form names must escape.
        key: { generator, index in "\(randomText(&generator))k\(index)" })

    private static func randomText(_ generator: inout SeededGenerator) -> String {
        generator.text(joining: [
            "a", "Zed", " ", "&", "=", "%", "[", "]", "+", "/", "é", "日本", "~", "-", "_", ".", "0", "\n",
        ])
    }

    private static func randomObject(_ generator: inout SeededGenerator, depth: Int) -> Node {
        trees.object(&generator, depth: depth)
    }
}
