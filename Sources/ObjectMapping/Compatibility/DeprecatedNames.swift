import InstantModel

// The Objective-C names, so migrated code compiles first and is renamed later. Each alias is
// deprecated with a fix-it to its Swift name (see Compatibility/README.md).

// MARK: Instant Cocoa

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

// MARK: RestKit 0.9.2

/// RestKit 0.9's `RKObjectMappable`, kept so ported code compiles until it is renamed to ``ObjectMappable``.
@available(*, deprecated, renamed: "ObjectMappable")
public typealias RKObjectMappable = ObjectMappable
/// RestKit 0.9's `RKObjectMapper`, kept so ported code compiles until it is renamed to ``ObjectMapper``.
@available(*, deprecated, renamed: "ObjectMapper")
public typealias RKObjectMapper = ObjectMapper
/// RestKit 0.9's `RKObjectPropertyInspector`, kept so ported code compiles until it is renamed to `ModelInspector`.
@available(*, deprecated, renamed: "ModelInspector")
public typealias RKObjectPropertyInspector = ModelInspector
/// RestKit 0.9's `RKMappingFormat`, kept so ported code compiles until it is renamed to ``MappingFormat``.
@available(*, deprecated, renamed: "MappingFormat")
public typealias RKMappingFormat = MappingFormat
/// RestKit 0.9's `RKMissingElementMappingPolicy`, kept so ported code compiles until it is renamed to ``MissingElementMappingPolicy``.
@available(*, deprecated, renamed: "MissingElementMappingPolicy")
public typealias RKMissingElementMappingPolicy = MissingElementMappingPolicy
/// RestKit 0.9's `RKRequestMethod`, kept so ported code compiles until it is renamed to ``RequestMethod``.
@available(*, deprecated, renamed: "RequestMethod")
public typealias RKRequestMethod = RequestMethod
/// RestKit 0.9's `RKRequestSerializable`, kept so ported code compiles until it is renamed to ``RequestSerializable``.
@available(*, deprecated, renamed: "RequestSerializable")
public typealias RKRequestSerializable = RequestSerializable
/// RestKit 0.9's `RKObjectLoader`, kept so ported code compiles until it is renamed to ``ObjectLoader``.
@available(*, deprecated, renamed: "ObjectLoader")
public typealias RKObjectLoader = ObjectLoader
/// RestKit 0.9's `RKRouter`, kept so ported code compiles until it is renamed to ``Router``.
@available(*, deprecated, renamed: "Router")
public typealias RKRouter = Router
/// RestKit 0.9's `RKDynamicRouter`, kept so ported code compiles until it is renamed to ``DynamicRouter``.
@available(*, deprecated, renamed: "DynamicRouter")
public typealias RKDynamicRouter = DynamicRouter
/// RestKit 0.9's `RKRailsRouter`, kept so ported code compiles until it is renamed to ``RailsRouter``.
@available(*, deprecated, renamed: "RailsRouter")
public typealias RKRailsRouter = RailsRouter
/// RestKit 0.9's `RKParams`, kept so ported code compiles until it is renamed to ``Params``.
@available(*, deprecated, renamed: "Params")
public typealias RKParams = Params
