/// A payload that could not be read, with where it went wrong.
///
/// JSON and XML readers both throw this, so callers (and `remap`) report a bad payload the same way
/// whatever its format.
public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The payload format being read (`"JSON"` or `"XML"`).
    public var format: String
    /// What was wrong, in words.
    public var message: String
    /// Offset of the offending byte from the start of the input, when known.
    public var byteOffset: Int?
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column (in bytes) of the offending byte.
    public var column: Int

    /// Creates an error for `format` at the given position.
    public init(format: String, message: String, byteOffset: Int? = nil, line: Int, column: Int) {
        self.format = format
        self.message = message
        self.byteOffset = byteOffset
        self.line = line
        self.column = column
    }

    public var description: String {
        var text = "\(format) parse error at line \(line), column \(column)"
        if let byteOffset { text += " (byte \(byteOffset))" }
        return text + ": \(message)"
    }
}
