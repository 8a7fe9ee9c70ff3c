import InstantModel

/// Bad input to remap: the payload cannot be read or parsed, or a keypath is malformed (exit status 1).
package struct RemapError: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }

    /// A parse error of the payload from `source`, with its line and column.
    package init(parse error: ParseError, source: String) {
        description = "\(source):\(error.line):\(error.column): \(error)"
    }
}
