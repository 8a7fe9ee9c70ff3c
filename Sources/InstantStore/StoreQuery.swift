import InstantModel

/// Which stored objects a resource path stands for: a model class, property values they must have,
/// and an order (the role of RestKit's `-fetchRequestForResourcePath:`).
public struct StoreQuery: @unchecked Sendable {
    // @unchecked: `modelType` is a metatype and `matching` holds `Node`s; both are immutable values.

    /// The class of the objects, which must declare a primary key.
    public let modelType: any Mappable.Type
    /// Property name → the value it must hold (compared as stored: `12` and `"12"` differ for text).
    public var matching: [String: Node]
    /// The property the objects are ordered by (ascending); nil: the order they were first saved in.
    public var orderedBy: String?

    /// All objects of `modelType` holding the `matching` values, ordered by `orderedBy`.
    public init(_ modelType: any Mappable.Type, matching: [String: Node] = [:], orderedBy: String? = nil) {
        self.modelType = modelType
        self.matching = matching
        self.orderedBy = orderedBy
    }
}
