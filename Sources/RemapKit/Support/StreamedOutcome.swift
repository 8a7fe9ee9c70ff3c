import InstantModel

/// How the values a ``ValueStream`` read stand to the tree's answer at the keypath, once the stream
/// has ended (or stopped where it could not follow the tree).
package enum StreamedOutcome: Equatable {
    /// The answer is this one value, not a list.
    case value(Node)
    /// The answer is the list of the `count` values read, in order.
    case list(count: Int)
    /// The keypath reaches nothing in the payload.
    case nothing
    /// The stream cannot answer as the tree does here (a null, a nested list): read the tree.
    case differs(String)
}

extension ValueStream {
    /// Reads the values one at a time, handing each to `body` with its index and the bytes read so
    /// far, and says what they make: `remap FILE --keypath K` prints them as they come. Stops at the
    /// first value after which the stream cannot answer as the tree does.
    package mutating func read(_ body: (_ value: Node, _ index: Int, _ bytesRead: Int64) throws -> Void) throws
        -> StreamedOutcome
    {
        var count = 0
        var first: Node?
        while let value = try next() {
            if !answer.isExact { break }
            if count == 0 { first = value }
            try body(value, count, bytesRead)
            count += 1
        }
        switch answer {
        case .differs(let reason): return .differs(reason)
        case .value where count == 0: return .nothing
        case .value where count == 1: return .value(first!)
        case .value, .list: return .list(count: count)
        }
    }

    /// Every value at the keypath and what they make, held in memory: the stream's whole answer.
    package mutating func readAll() throws -> (values: [Node], outcome: StreamedOutcome) {
        var values: [Node] = []
        let outcome = try read { value, _, _ in values.append(value) }
        return (values, outcome)
    }
}
