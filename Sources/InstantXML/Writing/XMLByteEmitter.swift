/// Writes the markup of a document straight into a byte buffer, byte for byte as libxml2's text
/// writer (`xmlTextWriter`, without its own indentation) writes it, for documents whose attribute
/// values are the writer's fixed hints: no writer, buffer or escaped copy is allocated per element.
///
/// The rules reproduced: a start tag stays open until content or a child arrives (then `>`), an
/// element closed with nothing in it is `<name/>`, text escapes `<`, `>`, `&`, `"` and carriage
/// returns (`&#13;`) as `xmlEncodeSpecialChars` does, and the document ends with a newline.
struct XMLByteEmitter {
    private(set) var bytes: [UInt8] = []
    /// The names of the open elements, innermost last.
    private var open: [String] = []
    /// Whether the innermost start tag still waits for its `>`.
    private var startTagOpen = false

    init() {
        bytes.reserveCapacity(512)
        open.reserveCapacity(8)
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>` and a newline.
    mutating func startDocument() {
        bytes.append(contentsOf: #"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func startElement(_ name: String) {
        closeStartTag()
        bytes.append(UInt8(ascii: "<"))
        append(name)
        open.append(name)
        startTagOpen = true
    }

    /// An attribute of the open start tag; `value` is one of the writer's hints, which need no escaping.
    mutating func attribute(_ name: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        append(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        append(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Character data, escaped.
    mutating func text(_ string: String) {
        closeStartTag()
        var string = string
        string.withUTF8 { utf8 in
            // Runs with nothing to escape (most text is one run) are copied in one go.
            var runStart = 0
            for index in utf8.indices where Self.needsEscape(utf8[index]) {
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                switch utf8[index] {
                case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
                default: bytes.append(contentsOf: "&#13;".utf8)
                }
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
    }

    /// A newline and `spaces` spaces (indentation, written raw).
    mutating func newline(indentedBy spaces: Int) {
        closeStartTag()
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<spaces { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func endElement() {
        guard let name = open.popLast() else { return }
        if startTagOpen {
            bytes.append(UInt8(ascii: "/"))
            bytes.append(UInt8(ascii: ">"))
            startTagOpen = false
        } else {
            bytes.append(UInt8(ascii: "<"))
            bytes.append(UInt8(ascii: "/"))
            append(name)
            bytes.append(UInt8(ascii: ">"))
        }
    }

    /// Closes every open element and ends with a newline.
    mutating func endDocument() {
        while !open.isEmpty { endElement() }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `string`'s UTF-8 bytes in one copy.
    private mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\r")
    }

    private mutating func closeStartTag() {
        if startTagOpen {
            bytes.append(UInt8(ascii: ">"))
            startTagOpen = false
        }
    }
}
