import Foundation
import InstantModel
import InstantXML
import XCTest

/// Property-based round trips of the payload tree (README, "Robustness and compatibility"; what XML
/// cannot carry: InstantXML's documentation): what the writers write, the readers read back
/// identically (same kinds, doubles bit for bit, strings scalar for scalar, keys in order). Seeded:
/// each run prints its seed; `ROUND_TRIP_SEED` replays it.
final class TreeRoundTripTests: XCTestCase {
    func testNodeToJSONToNodeLosesNothing() {
        forAllCases("Node → JSON → Node", count: 2000) { random in
            var generator = NodeGenerator(random: random)
            let node = generator.jsonTree()
            random = generator.random
            for options: JSONWriter.Options in [[], [.prettyPrinted]] {
                let data = try JSONWriter(options: options).write(node)
                try expectIdentical(node, try JSONReader().read(data), "JSON \(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    func testNodeToXMLToNodeLosesNothingOnTheTreesXMLCanCarry() {
        forAllCases("Node → XML → Node", count: 2000) { random in
            var generator = NodeGenerator(random: random)
            let node = generator.xmlTree()
            random = generator.random
            for indentation in [0, 2] {
                let data = try XMLWriter(options: XMLWriter.Options(indentation: indentation)).write(node)
                let text = String(decoding: data, as: UTF8.self)
                try expectIdentical(node, try XMLReader().read(data), "XML \(text)")
                // The streaming reader gives the root's value the same way.
                let root = node.objectValue!.pairs[0]
                var streamed: [Node] = []
                try XMLStreamReader(data: data, keyPath: KeyValuePath(key: root.key)).forEachValue {
                    streamed.append($0)
                }
                try expectIdentical(.array([root.value]), .array(streamed), "streamed XML \(text)")
            }
        }
    }

    /// What XML cannot carry (README, "What XML cannot carry") is refused or read back in the
    /// documented form, never silently changed in another way.
    func testTreesXMLCannotCarryComeBackInTheirDocumentedForm() throws {
        let documented: [(Node, Node)] = [
            (["r": ["a": .object([:])]], ["r": ["a": ""]]),
            (["r": ["tags": ["x", "y"]]], ["r": ["tags": [["tag": "x"], ["tag": "y"]]]]),
            (["r": ["a": "  padded\n"]], ["r": ["a": "padded"]]),
            (["r": ["a": " \t"]], ["r": ["a": ""]]),
        ]
        for (sent, expected) in documented {
            let back = try XMLReader().read(XMLWriter().write(sent))
            XCTAssertTrue(back.isIdentical(to: expected), "\(sent.debugDescription) came back \(back.debugDescription)")
        }
        for refused: Node in [
            ["r": ["a": "nul \u{0}"]], ["r": ["a": "\u{FFFE}"]], ["r": ["first name": "x"]], ["a": 1, "b": 2],
        ] {
            XCTAssertThrowsError(try XMLWriter().write(refused), "\(refused)")
        }
    }
}
