/// The error messages a server put in a payload (RestKit's `parseErrorFromString:` result).
public struct ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Each message, in payload order.
    public var messages: [String]
    /// The messages joined with the mapper's `errorsConcatenationString`.
    public var message: String

    /// An error with these messages.
    public init(messages: [String], separator: String = ", ") {
        self.messages = messages
        self.message = messages.joined(separator: separator)
    }

    public var description: String { message }
}
