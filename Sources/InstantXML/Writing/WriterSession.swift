import Foundation
@_spi(Unsafe) import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// One document being written: the rules of ``XMLWriter`` (which element, hint and text each value
/// becomes, and the checks of names and characters), with a ``XMLMarkupSink`` writing the markup.
///
/// Generic over the sink, so each of the two is specialized into the session and a call per element
/// costs no dynamic dispatch.
///
/// A session is used by one call on one thread, and no access to its ``WriterSessionState`` (the
/// sink and the trail, touched for every element) spans a call that reaches it again
/// (``UncheckedStateObject``).
final class WriterSession<Sink: XMLMarkupSink>: UncheckedStateObject<WriterSessionState<Sink>> {
    private let options: XMLWriter.Options
    /// Whether ``finish()`` took the sink's bytes.
    private var finished = false
    private var validNames: Set<String> = []

    private var path: String {
        state.trail.map { step in
            switch step {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }

    init(options: XMLWriter.Options, sink: Sink) {
        self.options = options
        super.init(state: WriterSessionState(sink: sink))
        state.trail.reserveCapacity(8)
    }

    deinit {
        if !finished { state.sink.discard() }
    }

    /// Writes the whole document.
    func writeDocument(_ node: Node, rootName: String?) throws(XMLWriterError) {
        if options.includesDeclaration { try state.sink.startDocument() }
        if let rootName {
            try descend(rootName) { () throws(XMLWriterError) in try writeElement(rootName, node, depth: 0) }
        } else if case .object(let object) = node, object.count == 1, let pair = object.pairs.first {
            try descend(pair.key) { () throws(XMLWriterError) in try writeElement(pair.key, pair.value, depth: 0) }
        } else {
            throw .missingRootName(kind: node.kindName)
        }
        try state.sink.endDocument()
    }

    /// The document's bytes (without the final newline of an undeclared, unindented document).
    func finish() -> Data {
        finished = true
        var data = state.sink.takeData()
        if options.indentation == 0, !options.includesDeclaration, data.last == UInt8(ascii: "\n") { data.removeLast() }
        return data
    }

    // MARK: Elements

    /// Writes one element; `inline` (inside mixed content) turns indentation off below it.
    private func writeElement(_ name: String, _ value: Node, depth: Int, inline: Bool = false) throws(XMLWriterError) {
        guard depth < options.maximumDepth else { throw .tooDeep(limit: options.maximumDepth, keyPath: path) }
        try validate(name)
        if !inline, depth > 0 { try indent(depth) }
        try start(name)
        var wroteChildren = false
        var childrenInline = inline
        switch value {
        case .null:
            try attribute("nil", "true")
        case .bool, .integer, .double, .string:
            try writeScalar(value)
        case .array(let items):
            wroteChildren = try writeArrayMembers(name, items, depth: depth, inline: inline)
        case .object(let object):
            // Mixed content: indentation would become part of the text, so it is written inline.
            let hasText = object.count > 1 && Self.hasTextContent(object)
            if hasText { childrenInline = true }
            wroteChildren = try writeObjectContent(object, hasText: hasText, depth: depth, inline: childrenInline)
        }
        if wroteChildren, !childrenInline { try indent(depth) }
        try state.sink.endElement()
    }

    private func indent(_ depth: Int) throws(XMLWriterError) {
        guard options.indentation > 0 else { return }
        try state.sink.newline(indentedBy: options.indentation * depth)
    }

    /// A scalar's `type` attribute (none for strings) and its text.
    private func writeScalar(_ value: Node) throws(XMLWriterError) {
        try writeHint(for: value)
        try writeText(of: value)
    }

    private func writeHint(for value: Node) throws(XMLWriterError) {
        switch value {
        case .bool: try attribute("type", "boolean")
        case .integer: try attribute("type", "integer")
        case .double: try attribute("type", "float")
        default: break
        }
    }

    private func writeText(of value: Node) throws(XMLWriterError) {
        switch value {
        case .bool(let flag): try plainText(flag ? "true" : "false")
        case .integer(let number): try plainText(String(number))
        case .double(let number, let literal): try plainText(Self.format(number, literal: literal))
        case .string(let string): if !string.isEmpty { try text(string) }
        default: break
        }
    }

    private func writeArrayMembers(_ name: String, _ items: [Node], depth: Int, inline: Bool) throws(XMLWriterError)
        -> Bool
    {
        try attribute("type", "array")
        if let explicit = options.arrayElementNames[name] {
            for (index, item) in items.enumerated() {
                try descend(index) { () throws(XMLWriterError) in
                    try writeElement(explicit, item, depth: depth + 1, inline: inline)
                }
            }
        } else if Self.isList(items) {
            // The reader's list shape: each member is {childName: value}.
            for (index, item) in items.enumerated() {
                guard case .object(let member) = item, let pair = member.pairs.first else { continue }
                try descend(index) { () throws(XMLWriterError) in
                    try descend(pair.key) { () throws(XMLWriterError) in
                        try writeElement(pair.key, pair.value, depth: depth + 1, inline: inline)
                    }
                }
            }
        } else {
            let memberName = Inflector.singularize(name)
            for (index, item) in items.enumerated() {
                try descend(index) { () throws(XMLWriterError) in
                    try writeElement(memberName, item, depth: depth + 1, inline: inline)
                }
            }
        }
        return !items.isEmpty
    }

    /// Writes an object's attributes and children; `hasText` is whether it has more than one key and
    /// a scalar `text` (see ``hasTextContent(_:)``).
    private func writeObjectContent(_ object: NodeObject, hasText: Bool, depth: Int, inline: Bool)
        throws(XMLWriterError) -> Bool
    {
        var attributeNames: Set<String> = []
        // Without attribute keys (the usual case) the pairs are not walked for them.
        if !options.attributeKeys.isEmpty {
            for (key, value) in object where options.attributeKeys.contains(key) {
                guard let string = Self.attributeText(key, value) else { continue }
                try descend(key) { () throws(XMLWriterError) in
                    try validate(key)
                    try checkCharacters(string)
                }
                try attribute(key, string)
                attributeNames.insert(key)
            }
        }
        // Text beside other keys is the element's own text (written last); a hint keeps its type.
        let textKey: String? =
            hasText && !attributeNames.contains("text") ? "text" : nil
        if let textKey, let content = object[textKey] { try writeHint(for: content) }
        var wroteChildren = false
        for (key, value) in object where key != textKey && (attributeNames.isEmpty || !attributeNames.contains(key)) {
            wroteChildren = true
            try descend(key) { () throws(XMLWriterError) in
                if case .array(let items) = value, repeatsAsSiblings(key, items, in: object) {
                    for (index, item) in items.enumerated() {
                        try descend(index) { () throws(XMLWriterError) in
                            try writeElement(key, item, depth: depth + 1, inline: inline)
                        }
                    }
                } else {
                    try writeElement(key, value, depth: depth + 1, inline: inline)
                }
            }
        }
        if let textKey, let content = object[textKey] {
            try descend(textKey) { () throws(XMLWriterError) in try writeText(of: content) }
        }
        return wroteChildren
    }

    /// Whether an array member of an object is written as repeated elements rather than a wrapper.
    private func repeatsAsSiblings(_ key: String, _ items: [Node], in object: NodeObject) -> Bool {
        options.arrayStyle == .automatic && items.count >= 2 && object.count > 1
            && options.arrayElementNames[key] == nil && !Self.isList(items)
    }

    /// Whether the object's `text` key is a scalar, written as the element's own text.
    private static func hasTextContent(_ object: NodeObject) -> Bool {
        switch object["text"] {
        case .string, .integer, .double, .bool: true
        default: false
        }
    }

    /// Whether every member is a single-key object (the reader's list shape).
    private static func isList(_ items: [Node]) -> Bool {
        guard !items.isEmpty else { return false }
        for item in items {
            guard case .object(let member) = item, member.count == 1 else { return false }
        }
        return true
    }

    /// The attribute text for a scalar, or nil when the value must stay an element (objects,
    /// arrays, null, and `type`/`nil` values the reader would take for Rails hints).
    private static func attributeText(_ key: String, _ value: Node) -> String? {
        let text: String
        switch value {
        case .string(let string): text = string
        case .integer(let number): text = String(number)
        case .double(let number, let literal): text = format(number, literal: literal)
        case .bool(let flag): text = flag ? "true" : "false"
        default: return nil
        }
        if key == "type", TypeHint(attributeValue: text) != nil { return nil }
        if key == "nil", text == "true" { return nil }
        return text
    }

    /// A double's text: its source literal when it has a valid one, else XML Schema's float form.
    static func format(_ number: Double, literal: String?) -> String {
        if let literal, TypeHint.floatingPoint(literal) != nil { return literal }
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-INF" : "INF" }
        return number.description
    }

    /// Runs `body` with `step` on the trail, so errors inside can name the keypath.
    private func descend(_ step: String, _ body: () throws(XMLWriterError) -> Void) throws(XMLWriterError) {
        state.trail.append(.key(step))
        try body()
        state.trail.removeLast()
    }

    private func descend(_ index: Int, _ body: () throws(XMLWriterError) -> Void) throws(XMLWriterError) {
        state.trail.append(.index(index))
        try body()
        state.trail.removeLast()
    }

    // MARK: Markup

    private func start(_ name: String) throws(XMLWriterError) {
        try state.sink.startElement(name)
    }

    private func attribute(_ name: String, _ value: String) throws(XMLWriterError) {
        try state.sink.attribute(name, value)
    }

    private func text(_ string: String) throws(XMLWriterError) {
        // Text with nothing to check or escape (most values) is told in one pass and copied.
        if state.sink.plainTextIfClean(string) { return }
        try checkCharacters(string)
        try state.sink.text(string)
    }

    /// Text with nothing to check or escape (a number's or a Boolean's), written as it is.
    private func plainText(_ string: String) throws(XMLWriterError) {
        try state.sink.plainText(string)
    }

    private func validate(_ name: String) throws(XMLWriterError) {
        if XMLNames.isPlainQName(name) || validNames.contains(name) { return }
        guard withXMLString(name, { xmlValidateQName($0, 0) }) == 0 else { throw .invalidName(name, keyPath: path) }
        validNames.insert(name)
    }

    private func checkCharacters(_ string: String) throws(XMLWriterError) {
        // Most text has no control character and no EF lead byte: one pass tells.
        var text = string
        let plain = text.withUTF8 { bytes in !bytes.contains { $0 < 0x20 || $0 == 0xEF } }
        if plain { return }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in string.utf8 {
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { throw .invalidCharacters(keyPath: path) }
            // U+FFFE and U+FFFF are EF BF BE / EF BF BF.
            if previous == (0xEF, 0xBF), byte == 0xBE || byte == 0xBF { throw .invalidCharacters(keyPath: path) }
            previous = (previous.1, byte)
        }
    }
}

/// The mutable members of a ``WriterSession``.
struct WriterSessionState<Sink: XMLMarkupSink> {
    /// Writes the markup.
    var sink: Sink
    /// The keys and indexes from the root to the value being written; joined only for errors.
    var trail: [WriterSessionStep] = []
}

/// One step of a ``WriterSession``'s trail; an index is turned into text only when an error names it.
enum WriterSessionStep {
    case key(String)
    case index(Int)
}
