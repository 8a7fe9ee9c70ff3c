/// A keypath that is not well formed, or that cannot be applied to a value.
public enum KeyPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A component is empty (`a..b`, a trailing dot, or an empty path).
    case emptyComponent(keyPath: String)
    /// `@name` is not a known collection operator.
    case unknownOperator(String, keyPath: String)
    /// The operator was applied to something that is not a collection, or to unsuitable elements.
    case operatorNotApplicable(CollectionOperator, keyPath: String, value: String)

    public var description: String {
        switch self {
        case .emptyComponent(let keyPath): "keypath \"\(keyPath)\" has an empty component"
        case .unknownOperator(let name, let keyPath): "keypath \"\(keyPath)\" uses unknown operator @\(name)"
        case .operatorNotApplicable(let op, let keyPath, let value):
            "keypath \"\(keyPath)\": @\(op.rawValue) cannot be applied to \(value)"
        }
    }
}
