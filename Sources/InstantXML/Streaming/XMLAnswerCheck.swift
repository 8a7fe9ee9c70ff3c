@_spi(Readers) import InstantPayload

/// Keeps ``XMLStreamReader``'s values what the tree answers for its keypath (``StreamedAnswer``).
///
/// The reader builds the elements the keypath's last key names, in the element its other keys lead
/// to (the container). The tree also answers with the container's attributes of that name and, for
/// `text`, its own text next to attributes or children: those are yielded too, in the tree's order
/// (attributes, elements, text). Everything else that shapes the tree's answer is followed per
/// element on the path: how many values each gives (two or more make a list), `type="array"` (a list
/// from the start, whose other children the tree reads as nulls), `nil="true"`, attributes named like
/// the next key, and a list of other-named children (nulls in the tree).
struct XMLAnswerCheck {
    /// An element on the path (the root down to the container), while it is open.
    private struct PathElement {
        var values = 0
        var firstYields = 0
        var startYields = 0
        var firstChild = -1
        var childCount = 0
        var childrenShareName = true
        var hasAttributes = false
        var hasText = false
        var isList = false
        /// The container's own text, when the last key is `text`.
        var text: [UInt8] = []
    }

    let keys: [Int]
    private let keyNames: [String]
    private let lastKeyIsText: Bool
    private var path: [PathElement] = []
    private(set) var shape = AnswerShape()

    init(keys: [Int], names: [String]) {
        self.keys = keys
        keyNames = names
        lastKeyIsText = names.last == "text"
    }

    /// Whether the element at `depth` on the path is the container (its children are the values).
    private func isContainer(_ depth: Int) -> Bool { depth == keys.count - 2 }

    /// An element name for messages (a static function: messages are made while `shape` changes).
    private static func name(_ depth: Int, _ names: [String]) -> String { "<\(names[depth])>" }

    /// A child named `id` opens in the path element at `depth`.
    mutating func childStarts(_ id: Int, in depth: Int) {
        let names = keyNames
        if path[depth].childCount == 0 {
            path[depth].firstChild = id
        } else if id != path[depth].firstChild {
            path[depth].childrenShareName = false
        }
        path[depth].childCount += 1
        guard id == keys[depth + 1] else {
            if path[depth].isList {
                shape.depart(
                    "\(Self.name(depth, names)) is type=\"array\" with another child, which the tree reads as null")
            }
            return
        }
        addValue(to: depth)
    }

    /// The element at `depth` gets one more value for the next key.
    private mutating func addValue(to depth: Int) {
        let names = keyNames
        path[depth].values += 1
        if path[depth].values == 1 {
            path[depth].firstYields = shape.yields
        } else if path[depth].values == 2, !path[depth].isList {
            let first = shape.yields - path[depth].firstYields
            shape.secondValue(
                at: depth, firstYields: first, what: "<\(names[depth + 1])> in \(Self.name(depth, names))")
        }
    }

    /// An element of the path opens at `depth`; returns the attribute values it yields.
    mutating func pathStarts(at depth: Int, _ attributes: TreeBuilder.PathAttributes) -> [Node] {
        let names = keyNames
        var element = PathElement()
        element.startYields = shape.yields
        element.hasAttributes = attributes.hasAttributes
        path.append(element)
        if attributes.isNil { shape.depart("\(Self.name(depth, names)) is nil=\"true\", which the tree reads as null") }
        if attributes.hint == .array {
            path[depth].isList = true
            shape.listStarts(at: depth, what: Self.name(depth, names))
            return []
        }
        if attributes.hint != nil, isContainer(depth), lastKeyIsText {
            shape.depart("\(Self.name(depth, names)) has a type hint, which converts its text")
        }
        guard !attributes.values.isEmpty else { return [] }
        guard isContainer(depth) else {
            shape.depart("\(Self.name(depth, names)) has an attribute named like the key after it")
            return []
        }
        var values: [Node] = []
        for value in attributes.values {
            addValue(to: depth)
            shape.yielded()
            values.append(.string(value))
        }
        return values
    }

    /// Text (or CDATA) in the path element at `depth`, outside its children.
    mutating func text(_ bytes: UnsafePointer<UInt8>, count: Int, in depth: Int) {
        if !path[depth].hasText {
            for index in 0..<count where !XMLText.isWhitespace(bytes[index]) {
                path[depth].hasText = true
                break
            }
        }
        if lastKeyIsText, isContainer(depth) {
            path[depth].text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        }
    }

    /// A value at the keypath was built and yielded.
    mutating func valueYielded() {
        shape.yielded()
    }

    /// The path element at `depth` closes; returns its own text when that is a value (`text`).
    mutating func pathEnds(at depth: Int) -> Node? {
        let names = keyNames
        var ownText: Node?
        let element = path[depth]
        if lastKeyIsText, isContainer(depth), !element.isList, element.hasAttributes || element.childCount > 0 {
            let trimmed = element.text.withUnsafeBufferPointer { buffer -> String? in
                let range = XMLText.trimmedRange(buffer)
                return range.isEmpty ? nil : XMLText.string(UnsafeBufferPointer(rebasing: buffer[range]))
            }
            if let trimmed {
                addValue(to: depth)
                shape.yielded()
                ownText = .string(trimmed)
            }
        }
        // Own text where the path goes on through `text`: a string in the tree's list, so a null.
        if !isContainer(depth), names[depth + 1] == "text", !element.isList, element.hasText,
            element.hasAttributes || element.childCount > 0
        {
            shape.depart("\(Self.name(depth, names)) has text of its own where the path goes on through `text`")
        }
        let closed = path.removeLast()
        if !closed.isList, closed.values == 0, closed.childCount >= 2, closed.childrenShareName, !closed.hasAttributes,
            !closed.hasText
        {
            shape.depart("\(Self.name(depth, names)) is a list of other elements, which the tree reads as nulls")
        }
        let given = shape.yields - closed.startYields
        shape.ended(at: depth, giving: given, what: Self.name(depth, names))
        return ownText
    }
}
