import Foundation
@_spi(Writers) import InstantPayload

/// Writes the markup of a document straight into a byte buffer, byte for byte as libxml2's text
/// writer (`xmlTextWriter`, without its own indentation) writes it, for documents whose attribute
/// values are the writer's fixed hints: no writer, buffer or escaped copy is allocated per element.
///
/// The rules reproduced: a start tag stays open until content or a child arrives (then `>`), an
/// element closed with nothing in it is `<name/>`, text escapes `<`, `>`, `&`, `"` and carriage
/// returns (`&#13;`) as `xmlEncodeSpecialChars` does, and the document ends with a newline.
///
/// The bytes live in manually managed memory: the owner calls ``takeData()`` or ``destroy()`` once.
struct XMLByteEmitter: XMLMarkupSink {
    private var bytes = OutputBuffer(initialCapacity: 512)
    /// The names of the open elements, innermost last.
    private var open: [String] = []
    /// Whether the innermost start tag still waits for its `>`.
    private var startTagOpen = false

    init() {
        open.reserveCapacity(8)
    }

    /// The document as `Data`, which takes over the memory (the emitter must not be used afterwards).
    func takeData() -> Data {
        bytes.takeData()
    }

    /// Frees the memory without handing it on.
    func discard() {
        bytes.destroy()
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>` and a newline.
    mutating func startDocument() {
        bytes.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
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
            guard let base = utf8.baseAddress else { return }
            for index in 0..<utf8.count where Self.needsEscape(base[index]) {
                if runStart < index { bytes.append(base + runStart, count: index - runStart) }
                switch base[index] {
                case UInt8(ascii: "<"): bytes.append("&lt;")
                case UInt8(ascii: ">"): bytes.append("&gt;")
                case UInt8(ascii: "&"): bytes.append("&amp;")
                case UInt8(ascii: "\""): bytes.append("&quot;")
                default: bytes.append("&#13;")
                }
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(base + runStart, count: utf8.count - runStart) }
        }
    }

    /// Writes `string` as it is and returns true when it has nothing to escape and nothing a
    /// writer must check (no control character, no EF lead byte of U+FFFE or U+FFFF); otherwise
    /// writes nothing and returns false.
    mutating func plainTextIfClean(_ string: String) -> Bool {
        var string = string
        let clean = string.withUTF8 { utf8 in
            Self.cleanBytes.withUnsafeBufferPointer { table in
                for byte in utf8 where !table[Int(byte)] { return false }
                return true
            }
        }
        guard clean else { return false }
        plainText(string)
        return true
    }

    /// Whether each byte value may be copied into text unchecked and unescaped: not a control
    /// character, not `EF` (the lead byte of U+FFFE and U+FFFF), not one of `< > & "`.
    private static let cleanBytes: [Bool] = (0...255).map { byte in
        byte >= 0x20 && byte != 0xEF && !needsEscape(UInt8(byte))
    }

    /// Character data with nothing to escape (digits, signs, letters), copied as it is.
    mutating func plainText(_ string: String) {
        closeStartTag()
        append(string)
    }

    /// A newline and `spaces` spaces (indentation, written raw).
    mutating func newline(indentedBy spaces: Int) {
        closeStartTag()
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(UInt8(ascii: " "), repeating: spaces)
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
        bytes.append(utf8: string)
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
