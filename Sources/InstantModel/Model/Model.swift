import Foundation

/// An optional base class with the conveniences of Instant Cocoa's `ICModel`.
///
/// Subclass it with `@Model` to get equality and hashing over the mapped properties, a readable
/// `description`, a deep ``copy()``, `Codable` (through the payload tree) and ``RemoteObject``
/// endpoints. Nothing requires it: every protocol works on any `@Model` class.
open class Model: Mappable, RemoteObject, Hashable, CustomStringConvertible, Codable {
    /// A blank model.
    public required init() {}

    /// The server's identifier (`objectID`): mapped like any property (under `objectID`, or the key
    /// `jsonMapping` gives it, such as `"objectID": "id"`) and used by ``resourceEndpoint-property``.
    public var objectID: ObjectID?

    /// The base class's one property, ``objectID``; `@Model` subclasses add theirs. It keeps the
    /// three hook defaults below, which only a subclass's `override` (that `@Model` sees) replaces.
    open class var propertyTable: PropertyTable {
        PropertyTable.cached(for: Model.self) {
            PropertyTable(
                [PropertyAccessor("objectID", \Model.objectID)],
                keepsDefaults: [.transformJSONNode, .encode, .valueForKey])
        }
    }

    /// Leaves the payload as it is (``Mappable``'s default, declared here so a subclass overrides it).
    open func transformJSONNodeBeforeMapping(_ json: inout Node) {}

    /// The payload form of the model (``Mappable``'s default, declared here so a subclass overrides it).
    open func encode(in context: MappingContext) throws -> Node {
        try context.encodeModel(self)
    }

    /// The property `key`'s value (``KeyValueCodable``'s default, declared here so a subclass
    /// overrides it).
    open func value(forKey key: String) throws -> Any? {
        try propertyTableValue(forKey: key)
    }

    /// The name of the model (`+modelName`): the class name, which the default endpoints derive from.
    open class var modelName: String { String(describing: self) }

    /// The collection resource (`users`): the pluralized lower-case ``modelName`` unless overridden.
    open class var resourceEndpoint: String { Inflector.pluralize(modelName.lowercased()) }

    /// Where the object sits in a response, if it is wrapped; nil unless overridden.
    open class var remoteKeyPath: String? { nil }

    /// The serializer of a property (Instant Cocoa's `-<property>Serializer`); nil unless overridden.
    /// Declared here so that a subclass's `override class func` is the one the mappers call.
    open class func serializer(forProperty name: String) -> (any Serializer)? { nil }

    /// The element class of an untyped collection property (`+mappingClassFor<Property>`); nil unless
    /// overridden. Declared here so that a subclass's `override class func` is the one the mappers call.
    open class func mappingClass(forProperty name: String) -> Any.Type? { nil }

    /// This object's resource: `<class endpoint>/<objectID or id>`.
    open var resourceEndpoint: String { defaultInstanceEndpoint() }

    /// The mapped properties under their names, as a payload tree (what equality, hashing, copying
    /// and `Codable` compare and carry). A cycle makes this throw.
    public func propertyNode() throws -> Node {
        try MappingContext(scheme: PropertyNameScheme()).encodeModel(self)
    }

    /// Two models are equal when they are of the same class and their mapped properties are equal
    /// (child models compared the same way).
    public static func == (lhs: Model, rhs: Model) -> Bool {
        if lhs === rhs { return true }
        guard type(of: lhs) == type(of: rhs) else { return false }
        guard let left = try? lhs.propertyNode(), let right = try? rhs.propertyNode() else { return false }
        return left == right
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: self)))
        if let node = try? propertyNode() { hasher.combine(node) }
    }

    /// `<Post: title="Hello", published=true>`, with properties in declaration order.
    open var description: String {
        let type = Swift.type(of: self)
        var parts: [String] = []
        for accessor in type.propertyTable.mappedAccessors {
            guard let value = accessor.read(self) else { continue }
            if let node = try? accessor.encode(self, MappingContext(scheme: PropertyNameScheme())) {
                parts.append("\(accessor.name)=\(node.briefDescription)")
            } else {
                parts.append("\(accessor.name)=\(value)")
            }
        }
        return "<\(type)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")) + ">"
    }

    /// A deep copy: a new instance of the same class with the same values and copies of child models.
    public func copy() throws -> Self {
        let copy = Self.newInstanceForMapping()
        let context = MappingContext(options: .strict, scheme: PropertyNameScheme())
        try context.map(try propertyNode(), onto: copy)
        return copy
    }

    /// Decodes the mapped properties from any `Decoder` (archives, property lists, JSON).
    public required init(from decoder: any Decoder) throws {
        let node = try Node(from: decoder)
        let context = MappingContext(options: .strict, scheme: PropertyNameScheme())
        try context.map(node, onto: self)
    }

    /// Encodes the mapped properties under their names.
    open func encode(to encoder: any Encoder) throws {
        try propertyNode().encode(to: encoder)
    }
}
