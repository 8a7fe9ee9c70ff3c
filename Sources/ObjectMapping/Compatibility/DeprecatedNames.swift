import InstantModel

// The Objective-C names, so migrated code compiles first and is renamed later. Each alias is
// deprecated with a fix-it to its Swift name (see Compatibility/README.md).

// MARK: Instant Cocoa

@available(*, deprecated, renamed: "KeyValueCodable")
public typealias ICKeyValueCodable = KeyValueCodable
@available(*, deprecated, renamed: "Inspectable")
public typealias ICInspectable = Inspectable
@available(*, deprecated, renamed: "Mappable")
public typealias ICMappable = Mappable
@available(*, deprecated, renamed: "JSONMappable")
public typealias ICJSONMappable = JSONMappable
@available(*, deprecated, renamed: "RemoteObject")
public typealias ICRemoteObject = RemoteObject
@available(*, deprecated, renamed: "ValueObject")
public typealias ICValueObject = ValueObject
@available(*, deprecated, renamed: "Serializer")
public typealias ICSerializer = Serializer
@available(*, deprecated, renamed: "JSONMapper")
public typealias ICJSONMapper = JSONMapper
@available(*, deprecated, renamed: "Model")
public typealias ICModel = Model
@available(*, deprecated, renamed: "ModelInspector")
public typealias ICModelInspector = ModelInspector
@available(*, deprecated, renamed: "PropertyAttributes")
public typealias ICPropertyAttributes = PropertyAttributes

// MARK: RestKit 0.9.2

@available(*, deprecated, renamed: "ObjectMappable")
public typealias RKObjectMappable = ObjectMappable
@available(*, deprecated, renamed: "ObjectMapper")
public typealias RKObjectMapper = ObjectMapper
@available(*, deprecated, renamed: "ModelInspector")
public typealias RKObjectPropertyInspector = ModelInspector
@available(*, deprecated, renamed: "MappingFormat")
public typealias RKMappingFormat = MappingFormat
@available(*, deprecated, renamed: "MissingElementMappingPolicy")
public typealias RKMissingElementMappingPolicy = MissingElementMappingPolicy
@available(*, deprecated, renamed: "RequestMethod")
public typealias RKRequestMethod = RequestMethod
@available(*, deprecated, renamed: "RequestSerializable")
public typealias RKRequestSerializable = RequestSerializable
@available(*, deprecated, renamed: "ObjectLoader")
public typealias RKObjectLoader = ObjectLoader
@available(*, deprecated, renamed: "Router")
public typealias RKRouter = Router
@available(*, deprecated, renamed: "DynamicRouter")
public typealias RKDynamicRouter = DynamicRouter
@available(*, deprecated, renamed: "RailsRouter")
public typealias RKRailsRouter = RailsRouter
@available(*, deprecated, renamed: "Params")
public typealias RKParams = Params
