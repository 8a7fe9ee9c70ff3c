// Unit test of an internal building block: no public call shows the stack's growth, block moves or lifetimes.
import Foundation
@_spi(Readers) import InstantPayload
import XCTest

/// The one stack behind the JSON parser and the XML tree builder: order, growth, block moves, and
/// that every element pushed is destroyed exactly once, whichever way it leaves.
final class ManualStackTests: XCTestCase {
    /// Counts how many `Tracked` values were destroyed.
    private final class DeinitCounter {
        var count = 0
    }

    /// An element whose destruction is counted.
    private final class Tracked {
        let id: Int
        private let counter: DeinitCounter
        init(_ id: Int, _ counter: DeinitCounter) {
            self.id = id
            self.counter = counter
        }
        deinit { counter.count += 1 }
    }

    func testPopReturnsElementsInReverseOrderOfPushes() {
        var stack = ManualStack<String>(initialCapacity: 8)
        defer { stack.destroy() }
        for word in ["a", "b", "c"] { stack.push(word) }
        XCTAssertEqual(stack.count, 3)
        XCTAssertEqual(stack.top, "c")
        XCTAssertEqual([stack.pop(), stack.pop(), stack.pop()], ["c", "b", "a"])
        XCTAssertEqual(stack.count, 0)
    }

    func testGrowingPastTheInitialCapacityKeepsEveryElementInPlace() {
        var stack = ManualStack<Int>(initialCapacity: 1)
        defer { stack.destroy() }
        for value in 0..<1_000 { stack.push(value) }
        XCTAssertEqual(stack.count, 1_000)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: stack.base, count: stack.count)), Array(0..<1_000))
    }

    func testPopArrayMovesTheElementsAboveStartOutInOrder() {
        var stack = ManualStack<String>(initialCapacity: 4)
        defer { stack.destroy() }
        for word in ["keep", "x", "y", "z"] { stack.push(word) }
        XCTAssertEqual(stack.popArray(from: 1), ["x", "y", "z"])
        XCTAssertEqual(stack.count, 1)
        XCTAssertEqual(stack.top, "keep")
        XCTAssertEqual(stack.popArray(from: 1), [], "nothing above start: an empty array, count unchanged")
        XCTAssertEqual(stack.count, 1)
    }

    func testRemoveAllDestroysOnlyTheElementsAboveStart() {
        let counter = DeinitCounter()
        var stack = ManualStack<Tracked>(initialCapacity: 4)
        for id in 0..<10 { stack.push(Tracked(id, counter)) }
        stack.removeAll(from: 4)
        XCTAssertEqual(counter.count, 6)
        XCTAssertEqual(stack.count, 4)
        XCTAssertEqual(stack.top.id, 3)
        stack.removeAll(from: 7)
        XCTAssertEqual(counter.count, 6, "a start above the top removes nothing")
        stack.destroy()
        XCTAssertEqual(counter.count, 10)
    }

    func testForgetMovedElementsLeavesTheirDestructionToTheCaller() {
        let counter = DeinitCounter()
        var stack = ManualStack<Tracked>(initialCapacity: 4)
        for id in 0..<5 { stack.push(Tracked(id, counter)) }
        // The caller moves the top three out itself (as the readers do into their containers).
        var moved = (2..<5).map { (stack.base + $0).move() }
        stack.forgetMovedElements(from: 2)
        XCTAssertEqual(stack.count, 2)
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(moved.map(\.id), [2, 3, 4])
        moved.removeAll()
        XCTAssertEqual(counter.count, 3)
        stack.destroy()
        XCTAssertEqual(counter.count, 5)
    }

    func testDestroyReleasesEveryLiveElementOnce() {
        let counter = DeinitCounter()
        var stack = ManualStack<Tracked>(initialCapacity: 2)
        for id in 0..<100 { stack.push(Tracked(id, counter)) }
        let popped = stack.pop()
        XCTAssertEqual(popped.id, 99)
        stack.destroy()
        XCTAssertEqual(counter.count, 99, "the popped element belongs to the caller")
    }

    // MARK: Through the JSON reader

    func testJSONReaderStacksGrowPastTheirInitialCapacities() throws {
        // More than 16 open containers, 64 pending values and 32 pending keys at once.
        let depth = 40
        let deep = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        var expectedDeep: Node = 1
        for _ in 0..<depth { expectedDeep = .array([expectedDeep]) }
        let keys = (0..<100).map { "k\($0)" }
        let wide = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
        let expectedWide = Node.object(NodeObject(keys.enumerated().map { ($1, Node.integer(Int64($0))) }))
        let json = "{\"deep\":\(deep),\"wide\":\(wide),\"list\":[\((0..<200).map(String.init).joined(separator: ","))]}"

        let node = try JSONReader().read(Data(json.utf8))

        let expected: Node = [
            "deep": expectedDeep, "wide": expectedWide, "list": .array((0..<200).map { .integer(Int64($0)) }),
        ]
        XCTAssertEqual(node, expected)
        guard case .object(let root) = node, case .object(let read)? = root["wide"] else {
            return XCTFail("expected an object under wide, got \(node)")
        }
        XCTAssertEqual(read.keys, keys, "object equality ignores order; the reader keeps it")
    }
}
