/// How the values a streaming reader (``JSONStreamReader``, InstantXML's `XMLStreamReader`) yields
/// stand to the tree's answer for the same keypath (``KeyValuePath/evaluate(on:)``).
///
/// A stream yields values one at a time and never holds the document, so it learns the shape of the
/// tree's answer as it reads: whether the answer is a list (a list of one, or of none, is still a
/// list), and where the tree would answer with something the values cannot say (a `null` for an
/// element that lacks the key, a list inside the list, a repeated JSON key, whose last value the tree
/// keeps). The iterator's `answer` is final once `next()` has returned nil.
public enum StreamedAnswer: Sendable, Equatable {
    /// The tree's answer is the one value yielded, or nothing when none was.
    case value
    /// The tree's answer is a list of exactly the values yielded, in order.
    case list
    /// The tree answers differently, for this reason: evaluate the keypath on the tree instead.
    case differs(String)

    /// Whether the values are the tree's answer (``value`` or ``list``).
    public var isExact: Bool {
        if case .differs = self { return false }
        return true
    }
}

/// Follows the shape of a keypath's answer while a stream reads, one path position at a time.
///
/// Positions on the keypath are numbered by how many keys lead to them (the document root is 0).
/// A position whose values are two or more (a repeated element, a JSON array, `type="array"`) is a
/// list level; the first one makes the answer a list, and below it every element must give exactly
/// one value, or the tree's answer would hold a `null` or a nested list.
package struct AnswerShape {
    /// The depth of the list level, if one was found.
    package private(set) var listLevel: Int?
    /// Why the values are not the tree's answer, once known.
    package private(set) var departure: String?
    /// How many values were yielded.
    package private(set) var yields = 0

    package init() {}

    /// The answer as it stands.
    package var answer: StreamedAnswer {
        if let departure { return .differs(departure) }
        return listLevel == nil ? .value : .list
    }

    /// Records why the values cannot be the tree's answer (the first reason is kept).
    package mutating func depart(_ reason: @autoclosure () -> String) {
        if departure == nil { departure = reason() }
    }

    /// A value was yielded.
    package mutating func yielded() {
        yields += 1
    }

    /// The position at `depth` holds a list from its start (a JSON array, `type="array"`).
    package mutating func listStarts(at depth: Int, what: @autoclosure () -> String) {
        if let listLevel {
            if listLevel != depth { depart("\(what()) is a list inside the list, which the tree nests") }
        } else if yields > 0 {
            depart("\(what()) is a list after a value")
        } else {
            listLevel = depth
        }
    }

    /// The position at `depth` got its second value, whose first one gave `firstYields` values: it is
    /// a list level, unless another list encloses it or sits in its first value.
    package mutating func secondValue(at depth: Int, firstYields: Int, what: @autoclosure () -> String) {
        if let listLevel {
            if listLevel != depth { depart("\(what()) repeats inside a list, which the tree nests") }
        } else if firstYields != 1 {
            depart(
                "\(what()) repeats after one that gave \(firstYields) values, where the tree holds "
                    + (firstYields == 0 ? "a null" : "a nested list"))
        } else {
            listLevel = depth
        }
    }

    /// A position at `depth` ended after giving `count` values: below the list level each gives one.
    package mutating func ended(at depth: Int, giving count: Int, what: @autoclosure () -> String) {
        guard let listLevel, depth > listLevel, count != 1 else { return }
        depart(
            "\(what()) gives \(count) values inside the list, where the tree holds "
                + (count == 0 ? "a null" : "a nested list"))
    }
}
