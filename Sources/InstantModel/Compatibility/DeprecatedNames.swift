// Instant Cocoa's names, so migrated code compiles first and is renamed later. They live here, in the
// module an Instant Cocoa app imports; each alias is deprecated with a fix-it to its Swift name (see
// Compatibility/README.md). `ICResourceGateway` and `ICCollectionFetcher` live in InstantRemote.

/// Instant Cocoa's `ICKeyValueCodable`, kept so ported code compiles until it is renamed to `KeyValueCodable`.
@available(*, deprecated, renamed: "KeyValueCodable")
public typealias ICKeyValueCodable = KeyValueCodable
/// Instant Cocoa's `ICInspectable`, kept so ported code compiles until it is renamed to `Inspectable`.
@available(*, deprecated, renamed: "Inspectable")
public typealias ICInspectable = Inspectable
/// Instant Cocoa's `ICMappable`, kept so ported code compiles until it is renamed to `Mappable`.
@available(*, deprecated, renamed: "Mappable")
public typealias ICMappable = Mappable
/// Instant Cocoa's `ICJSONMappable`, kept so ported code compiles until it is renamed to `JSONMappable`.
@available(*, deprecated, renamed: "JSONMappable")
public typealias ICJSONMappable = JSONMappable
/// Instant Cocoa's `ICRemoteObject`, kept so ported code compiles until it is renamed to `RemoteObject`.
@available(*, deprecated, renamed: "RemoteObject")
public typealias ICRemoteObject = RemoteObject
/// Instant Cocoa's `ICValueObject`, kept so ported code compiles until it is renamed to `ValueObject`.
@available(*, deprecated, renamed: "ValueObject")
public typealias ICValueObject = ValueObject
/// Instant Cocoa's `ICSerializer`, kept so ported code compiles until it is renamed to `Serializer`.
@available(*, deprecated, renamed: "Serializer")
public typealias ICSerializer = Serializer
/// Instant Cocoa's `ICJSONMapper`, kept so ported code compiles until it is renamed to `JSONMapper`.
@available(*, deprecated, renamed: "JSONMapper")
public typealias ICJSONMapper = JSONMapper
/// Instant Cocoa's `ICModel`, kept so ported code compiles until it is renamed to `Model`.
@available(*, deprecated, renamed: "Model")
public typealias ICModel = Model
/// Instant Cocoa's `ICModelInspector`, kept so ported code compiles until it is renamed to `ModelInspector`.
@available(*, deprecated, renamed: "ModelInspector")
public typealias ICModelInspector = ModelInspector
/// Instant Cocoa's `ICPropertyAttributes`, kept so ported code compiles until it is renamed to `PropertyAttributes`.
@available(*, deprecated, renamed: "PropertyAttributes")
public typealias ICPropertyAttributes = PropertyAttributes
