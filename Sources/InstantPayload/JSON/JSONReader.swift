import Foundation

/// Reads JSON bytes straight into a ``Node`` tree.
///
/// Foundation's `JSONSerialization` builds an `Any` graph first, which is slow and memory-hungry on
/// large payloads; this reader goes from bytes to ``Node`` in one pass over the buffer, with no
/// intermediate objects and no recursion (nesting deeper than `maximumDepth` throws instead of
/// overflowing the stack).
///
/// The grammar is RFC 8259, strictly: whitespace is space, tab, CR and LF only; no comments, no
/// trailing commas, no leading zeros, no single quotes, no bare control characters in strings,
/// nothing after the value. Strings must be valid UTF-8 and are never repaired. An object's
/// repeated key keeps its first position and its last value.
///
/// Numbers: an integer literal (no fraction, no exponent) that fits in `Int64` is
/// ``Node/integer(_:)`` (`-0` is `0`); every other number is ``Node/double(_:literal:)`` with its
/// exact source text, so `Decimal` and `UInt64` conversions lose nothing. A number whose
/// magnitude is beyond `Double` (it would read as infinity) throws "number out of range".
///
/// Where RFC 8259 lets a parser choose (JSONTestSuite's `i_` cases), this reader:
/// - **UTF-8 byte order mark** (`i_structure_UTF-8_BOM_empty_object`): skipped at the start when
///   `allowsUTF8ByteOrderMark` is true (the default), rejected otherwise.
/// - **UTF-16 and UTF-32 input**, with or without a BOM (`i_string_UTF-16LE_with_BOM`,
///   `i_string_utf16BE_no_BOM`, `i_string_utf16LE_no_BOM`): rejected; JSON exchanged between
///   systems must be UTF-8.
/// - **Huge exponents and overflowing numbers** (`i_number_huge_exp`, `i_number_neg_int_huge_exp`,
///   `i_number_pos_double_huge_exp`, `i_number_real_neg_overflow`, `i_number_real_pos_overflow`):
///   rejected with "number out of range"; reading them as infinity would corrupt data silently.
/// - **Underflowing numbers** (`i_number_double_huge_neg_exp`, `i_number_real_underflow`): accepted,
///   as the nearest `Double` (zero), with the literal kept.
/// - **Integers beyond `Int64`** (`i_number_too_big_neg_int`, `i_number_too_big_pos_int`,
///   `i_number_very_big_negative_int`): accepted as doubles that keep their exact literal.
/// - **Lone, reversed or mismatched surrogate escapes** (`i_object_key_lone_2nd_surrogate`,
///   `i_string_1st_surrogate_but_2nd_missing`, `i_string_1st_valid_surrogate_2nd_invalid`,
///   `i_string_incomplete_surrogate*`, `i_string_invalid_lonely_surrogate`,
///   `i_string_invalid_surrogate`, `i_string_inverted_surrogates_U+1D11E`,
///   `i_string_lone_second_surrogate`): rejected; a Swift `String` cannot hold them, and replacing
///   them would change the data.
/// - **Invalid UTF-8** (`i_string_UTF-8_invalid_sequence`, `i_string_UTF8_surrogate_U+D800`,
///   `i_string_invalid_utf-8`, `i_string_iso_latin_1`, `i_string_lone_utf8_continuation_byte`,
///   `i_string_not_in_unicode_range`, `i_string_overlong_sequence_*`, `i_string_truncated-utf-8`):
///   rejected, naming the offending byte.
/// - **500 nested arrays** (`i_structure_500_nested_arrays`): accepted under the default
///   `maximumDepth` of 512.
///
/// Errors are ``ParseError``s with format `"JSON"`, the offending byte's offset, and its 1-based
/// line and byte column.
public struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects accepted; deeper input throws.
    ///
    /// The reader itself never recurses, but Swift releases, compares and prints a ``Node``
    /// recursively, so keep this modest: a tree tens of thousands of levels deep can exhaust a
    /// thread's stack later, when it is used or freed.
    public var maximumDepth: Int
    /// Whether a UTF-8 byte order mark at the very start is skipped (otherwise it is an error).
    public var allowsUTF8ByteOrderMark: Bool

    /// Creates a reader; the defaults suit payloads from servers.
    public init(maximumDepth: Int = 512, allowsUTF8ByteOrderMark: Bool = true) {
        self.maximumDepth = maximumDepth
        self.allowsUTF8ByteOrderMark = allowsUTF8ByteOrderMark
    }

    /// Reads one JSON text from `data`.
    public func read(_ data: Data) throws(ParseError) -> Node {
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(ParseError) -> Node in try read(buffer) }
        }
        return try result.get()
    }

    /// Reads one JSON text from raw bytes (for callers that already hold a buffer).
    public func read(_ bytes: UnsafeRawBufferPointer) throws(ParseError) -> Node {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw ParseError(
                format: "JSON", message: "unexpected end of input (the input is empty)",
                byteOffset: 0, line: 1, column: 1)
        }
        let start = base.assumingMemoryBound(to: UInt8.self)
        var parser = JSONParser(
            start: start, count: bytes.count, maximumDepth: maximumDepth,
            allowsByteOrderMark: allowsUTF8ByteOrderMark, tap: NoArrayTap())
        defer { parser.destroy() }
        return try parser.parseDocument()
    }
}

extension JSONReader {
    /// Reads one JSON text from `data`, handing the elements of the array at `stream.keys` to the
    /// stream as they are read (that array is left empty in the returned tree).
    ///
    /// Throws the first error in document order: a ``ParseError``, or what the stream's body threw.
    package func read(_ data: Data, streaming stream: JSONElementStream) throws -> Node {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(ParseError) -> Node in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return try read(bytes) }
                var parser = JSONParser(
                    start: base.assumingMemoryBound(to: UInt8.self), count: bytes.count,
                    maximumDepth: maximumDepth, allowsByteOrderMark: allowsUTF8ByteOrderMark, tap: stream)
                defer { parser.destroy() }
                return try parser.parseDocument()
            }
        }
        // Elements read before a syntax error are mapped first, so errors come in document order.
        if case .failure = result { stream.flush() }
        if let failure = stream.failure { throw failure }
        return try result.get()
    }
}

extension Node {
    /// Reads a JSON document with the default ``JSONReader``.
    public init(jsonData: Data) throws(ParseError) {
        self = try JSONReader().read(jsonData)
    }

    /// Reads a JSON document held in a string (it is read as its UTF-8 bytes).
    public init(jsonString: String) throws(ParseError) {
        var string = jsonString
        let result = string.withUTF8 { buffer in
            Result { () throws(ParseError) -> Node in try JSONReader().read(UnsafeRawBufferPointer(buffer)) }
        }
        self = try result.get()
    }
}
