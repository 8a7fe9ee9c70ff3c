/// Why a request body could not be built.
///
/// Bodies are built before anything is sent, so these surface where the request is made, with the
/// file path or the value at fault.
public enum RequestSerializationError: Error, Equatable, Sendable {
    /// A form or XML body needs an object at its root; this is the kind of value found instead.
    case notAnObject(kind: String)
    /// A value has no payload form (a type the encoder does not know).
    case unencodableValue(reason: String)
    /// A file attached to `Params` does not exist.
    case fileNotFound(path: String)
    /// A file attached to `Params` exists but could not be read.
    case unreadableFile(path: String, reason: String)
    /// The JSON or XML writer refused the tree (a non-finite number, …).
    case writerFailed(format: String, reason: String)
    /// A flat parameter name is not `root[key][key]…` (an empty step, an unclosed bracket, `[]`).
    case invalidParamName(String)
}

extension RequestSerializationError: CustomStringConvertible {
    /// The message, naming the file or the value at fault.
    public var description: String {
        switch self {
        case .notAnObject(let kind): "the request body must be an object at its root, not a \(kind)"
        case .unencodableValue(let reason): "a value cannot be written into the request body: \(reason)"
        case .fileNotFound(let path): "no file to attach at \(path)"
        case .unreadableFile(let path, let reason): "cannot read the file to attach at \(path): \(reason)"
        case .writerFailed(let format, let reason): "the \(format) writer failed: \(reason)"
        case .invalidParamName(let name): "\"\(name)\" is not a parameter name of the form root[key][key]"
        }
    }
}
