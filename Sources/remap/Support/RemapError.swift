import InstantModel

/// Bad input to remap: the payload cannot be read or parsed, or a keypath is malformed (exit status 1).
struct RemapError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    /// A parse error of the payload from `source`, with its line and column.
    init(parse error: ParseError, source: String) {
        description = "\(source):\(error.line):\(error.column): \(error)"
    }
}
