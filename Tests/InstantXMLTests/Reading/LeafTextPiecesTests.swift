import Foundation
import InstantPayload
import InstantXML
import XCTest

/// A leaf is its trimmed text however libxml2 hands that text over (InstantXML DocC article, "How
/// elements become values"): in one piece, or split by references, CDATA, child elements or the
/// reader's chunk boundaries, its value is the same.
final class LeafTextPiecesTests: XCTestCase {
    private func read(_ xml: String) throws -> Node {
        try XMLReader().read(Data(xml.utf8))
    }

    func testLeafSplitByReferencesKeepsInnerWhitespace() throws {
        XCTAssertEqual(try read("<r><a>x &amp; y</a></r>"), ["r": ["a": "x & y"]])
        XCTAssertEqual(try read("<r><a>  ab &lt; </a></r>"), ["r": ["a": "ab <"]])
        XCTAssertEqual(try read("<r><a>ab  &#65;</a></r>"), ["r": ["a": "ab  A"]])
    }

    func testLeafSplitByCDATAIsOneText() throws {
        XCTAssertEqual(try read("<r><a>ab<![CDATA[ c ]]>d</a></r>"), ["r": ["a": "ab c d"]])
    }

    func testTextAroundChildElementsIsTheElementsOwnText() throws {
        XCTAssertEqual(try read("<r><a>ab<b>1</b>cd</a></r>"), ["r": ["a": ["b": "1", "text": "abcd"]]])
        XCTAssertEqual(try read("<r><a>ab<b>1</b></a></r>"), ["r": ["a": ["b": "1", "text": "ab"]]])
        XCTAssertEqual(try read("<r><a><b>1</b>cd</a></r>"), ["r": ["a": ["b": "1", "text": "cd"]]])
    }

    func testLeafWithHintOrAttributeAfterOnePieceOfText() throws {
        XCTAssertEqual(try read("<r><a type=\"integer\">12</a></r>"), ["r": ["a": 12]])
        XCTAssertEqual(try read("<r><a k=\"v\">t</a></r>"), ["r": ["a": ["k": "v", "text": "t"]]])
        XCTAssertEqual(try read("<r>top</r>"), ["r": "top"])
    }

    func testLeafAcrossTheReadersChunkBoundaryIsWhole() throws {
        // Leaves long and short, one of which straddles each 1 MiB chunk boundary.
        var xml = "<r>"
        var expected: [Node] = []
        var index = 0
        while xml.utf8.count < 2_200_000 {
            let text =
                index % 3 == 0 ? "long-leaf-text-\(index)-" + String(repeating: "x", count: index % 40) : "s\(index)"
            xml += "<a>\(text)</a>"
            expected.append(["a": .string(text)])
            index += 1
        }
        xml += "</r>"
        XCTAssertEqual(try read(xml), ["r": .array(expected)])
    }
}
