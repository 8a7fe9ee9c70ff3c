/// Converts a property's value to and from a string: Instant Cocoa's `ICSerializer`.
///
/// A model picks one per property with ``Mappable/serializer(forProperty:)``, or registers one for a
/// whole value type in ``SerializerRegistry``; the mapper then writes the string form into payloads
/// and reads it back.
public protocol Serializer: Sendable {
    /// The string form of `object`, or nil when the serializer does not handle it.
    func serializedObject(_ object: Any) -> String?
    /// The value for `string`, or nil when the string is not in the expected form.
    func deserializedObject(from string: String) -> Any?
}

/// Serializers chosen by value type, consulted for every property whose model names none.
public struct SerializerRegistry: Sendable {
    // `init()`, not the `[:]` literal, which runs `Dictionary(dictionaryLiteral:)` for every registry.
    private var byType = [ObjectIdentifier: any Serializer]()
    private var names: [String] = []

    /// An empty registry (Date and URL still convert by default, through ``MappingOptions/dateSerializer``
    /// and ``URLSerializer`` rules).
    public init() {}

    /// Uses `serializer` for every property whose value type is `type`.
    public mutating func register<T>(_ serializer: any Serializer, for type: T.Type) {
        byType[ObjectIdentifier(type)] = serializer
        names.append("\(String(reflecting: type))=\(String(reflecting: Swift.type(of: serializer)))")
    }

    /// The serializer registered for `type`, if any.
    public func serializer(for type: any Any.Type) -> (any Serializer)? {
        byType[ObjectIdentifier(type)]
    }

    /// Whether nothing is registered.
    public var isEmpty: Bool { byType.isEmpty }

    /// Identifies the registry's contents, so compiled plans can be cached per registry (every
    /// mapping run's plan lookup reads it: the empty registry's costs nothing).
    var fingerprint: String { names.isEmpty ? "" : names.joined(separator: ";") }
}

/// The date rules of the payload layer, as one of Instant Cocoa's serializers.
extension DateSerializer: Serializer {}
