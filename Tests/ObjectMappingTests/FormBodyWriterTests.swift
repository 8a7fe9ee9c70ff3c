import Foundation
import InstantModel
import TestSupport
import XCTest

@testable import ObjectMapping

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

    /// Escaping copies plain runs between escaped bytes; every boundary keeps its bytes.
    func testEscapingKeepsEveryRunBoundary() {
        let cases = [
            "": "", "a": "a", " ": "%20", " a": "%20a", "a ": "a%20", "a b c": "a%20b%20c", "é": "%C3%A9",
            "~-._": "~-._", "%%": "%25%25", "a/b?c=d&e": "a%2Fb%3Fc%3Dd%26e", "[x]": "%5Bx%5D",
        ]
        for (text, escaped) in cases {
            XCTAssertEqual(PercentEncoding.escape(text), escaped, text)
        }
    }

    // MARK: Reference

    /// Each parameter's name and value rendered and escaped on their own, joined with `&`.
    private static func reference(_ tree: Node) -> String {
        FormURLEncoder.parameters(tree).map { name, value in
            name.rendered(escaping: escape) + "=" + escape(value)
        }.joined(separator: "&")
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
