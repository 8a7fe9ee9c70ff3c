@_spi(Writers) import InstantModel

/// RFC 3986 percent-escaping, shared by resource paths and form bodies.
///
/// Only the unreserved characters (`A-Z a-z 0-9 - . _ ~`) stay as they are; every other UTF-8 byte
/// becomes `%XX` with upper-case hex digits, so a space is `%20` (never `+`) and a `/` inside a value
/// is `%2F`. RestKit 0.9 escaped the same set through `CFURLCreateStringByAddingPercentEscapes`.
package enum PercentEncoding {
    /// `text` with every byte outside the unreserved set escaped.
    package static func escape(_ text: String) -> String {
        var buffer = OutputBuffer(initialCapacity: text.utf8.count)
        appendEscaped(text, to: &buffer)
        return buffer.takeString()
    }

    /// Appends `text`'s UTF-8 bytes to `buffer`, escaped.
    package static func appendEscaped(_ text: String, to buffer: inout OutputBuffer) {
        var text = text
        text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            // Runs of unreserved bytes (most names and values are one run) are copied in one go.
            var runStart = 0
            unreservedBytes.withUnsafeBufferPointer { unreserved in
                for index in 0..<utf8.count {
                    let byte = base[index]
                    if unreserved[Int(byte)] { continue }
                    if runStart < index { buffer.append(base + runStart, count: index - runStart) }
                    buffer.append(UInt8(ascii: "%"))
                    buffer.append(hexDigit(byte >> 4))
                    buffer.append(hexDigit(byte & 0x0F))
                    runStart = index + 1
                }
            }
            if runStart < utf8.count { buffer.append(base + runStart, count: utf8.count - runStart) }
        }
    }

    /// ``isUnreserved(_:)`` of each byte value, looked up instead of tested.
    private static let unreservedBytes: [Bool] = (0...255).map { isUnreserved(UInt8($0)) }

    /// The upper-case hex digit of `nibble` (0...15).
    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
