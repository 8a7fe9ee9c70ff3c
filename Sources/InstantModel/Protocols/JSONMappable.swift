import Foundation

/// A model with a JSON form whose keys may differ from its property names: Instant Cocoa's
/// `ICJSONMappable`.
public protocol JSONMappable: Mappable {
    /// Property name → JSON keypath (`+JSONMapping`); unlisted properties use their own names.
    static var jsonMapping: [String: String] { get }

    /// Creates an instance from a JSON object (`-initWithJSONDictionary:`).
    init(jsonDictionary: [String: Any]) throws

    /// The JSON object of the instance, with nested keypaths expanded (`JSONRepresentation`).
    var jsonRepresentation: [String: Any] { get throws }

    /// Adjusts a server's JSON before the dictionary entry points map it, and before each child or
    /// collection element of this type and each network response is mapped
    /// (`-transformJSONRepresentationBeforeMapping:`).
    func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any])
}

extension JSONMappable {
    public static var jsonMapping: [String: String] { [:] }

    public init(jsonDictionary: [String: Any]) throws {
        self.init()
        try JSONMapper().mapFromJSONDictionary(jsonDictionary, toObject: self)
    }

    public var jsonRepresentation: [String: Any] {
        get throws { try JSONMapper().jsonRepresentation(ofObject: self) }
    }

    /// Leaves the dictionary as it is (a type that keeps this default, ``ModelHooks/transformJSONRepresentation``,
    /// never has a dictionary built for it).
    public func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any]) {}

    /// Creates an instance from JSON bytes on the fast path: the root object's members are read
    /// straight into the model's compiled plan, no tree and no `Any` (a model that overrides
    /// ``Mappable/transformJSONNodeBeforeMapping(_:)``, or is not known to keep it, gets the tree).
    public init(jsonData: Data) throws {
        self.init()
        try JSONMapper().mapFromJSONData(jsonData, toObject: self)
    }

    /// `init(jsonData:)` through an identity scope: the object of `scope` holding the payload's
    /// primary key (``Mappable/primaryKeyProperty``), updated from the JSON bytes, else a new one
    /// registered under it. (An initializer of a class cannot answer an existing object, hence a
    /// function.)
    public static func findOrCreate(jsonData: Data, in scope: IdentityScope) throws -> Self {
        var mapper = JSONMapper()
        mapper.options.identityScope = scope
        return try mapper.map(jsonData, to: Self.self).value
    }

    /// The JSON bytes of the instance on the fast path (key order: `jsonMapping` placement in
    /// declaration order).
    public func jsonData(options: JSONWriter.Options = []) throws -> Data {
        try JSONMapper().jsonData(ofObject: self, options: options)
    }
}
