/// Why a router could not register a route, build a resource path or serialize an object.
///
/// RestKit 0.9 raised an `NSException` for each of these; here they are thrown, and each names the
/// class (and the method or keypath) so the message says what to fix.
public enum RoutingError: Error, Equatable, Sendable {
    /// A route for this class and method was already registered (`method` nil: the ANY route).
    case duplicateRoute(class: String, method: RequestMethod?)
    /// No route for this class matches the method, and there is no ANY route either.
    case noRoute(class: String, method: RequestMethod)
    /// A resource path pattern is malformed (an unclosed `(`, an empty keypath, …).
    case invalidPattern(String, reason: String)
    /// A keypath in the pattern names a key the object does not have.
    case unknownPathKey(keyPath: String, class: String)
    /// A keypath in the pattern evaluated to nil (or `null`), which would leave a hole in the path.
    case nilPathValue(keyPath: String, class: String)
    /// A keypath in the pattern evaluated to a collection or an object, which has no path form.
    case unsupportedPathValue(keyPath: String, class: String, valueType: String)
    /// A ``RailsRouter`` was asked to serialize a class it has no model name for.
    case noModelName(class: String)
    /// The object's values could not be turned into a request body.
    case unserializableValue(class: String, key: String, reason: String)
}

extension RoutingError: CustomStringConvertible {
    /// The message, naming the class and the method or keypath at fault.
    public var description: String {
        switch self {
        case .duplicateRoute(let className, let method):
            "a route has already been registered for class '\(className)' and HTTP method '\(method?.rawValue ?? "ANY")'"
        case .noRoute(let className, let method):
            "unable to find a routable path for an object of type '\(className)' for HTTP method '\(method.rawValue)'"
        case .invalidPattern(let pattern, let reason):
            "invalid resource path pattern '\(pattern)': \(reason)"
        case .unknownPathKey(let keyPath, let className):
            "the resource path keypath '\(keyPath)' names a key that \(className) does not have"
        case .nilPathValue(let keyPath, let className):
            "the resource path keypath '\(keyPath)' is nil on this \(className)"
        case .unsupportedPathValue(let keyPath, let className, let valueType):
            "the resource path keypath '\(keyPath)' of \(className) is a \(valueType), which has no path form"
        case .noModelName(let className):
            "unable to find a registered model name for class '\(className)' (use setModelName(_:forClass:))"
        case .unserializableValue(let className, let key, let reason):
            "cannot serialize '\(key)' of \(className): \(reason)"
        }
    }
}
