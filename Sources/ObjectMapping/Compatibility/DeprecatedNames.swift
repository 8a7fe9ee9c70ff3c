import InstantModel

// RestKit 0.9.2's names, so migrated code compiles first and is renamed later. Each alias is
// deprecated with a fix-it to its Swift name (see Compatibility/README.md). Instant Cocoa's `IC…`
// names live in InstantModel, the module an Instant Cocoa app imports; `RKObjectManager` lives in
// InstantRemote beside `ObjectManager`.

// MARK: RestKit 0.9.2

/// RestKit 0.9's `RKObjectMappable`, kept so ported code compiles until it is renamed to ``ObjectMappable``.
@available(*, deprecated, renamed: "ObjectMappable")
public typealias RKObjectMappable = ObjectMappable
/// RestKit 0.9's `RKObject` base class, kept so ported `class Human: RKObject` compiles until it is renamed
/// to ``ObjectMappable`` (the protocol's defaults are what `RKObject` implemented).
@available(*, deprecated, renamed: "ObjectMappable")
public typealias RKObject = ObjectMappable
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
/// RestKit 0.9's `RKRequestMethod`, kept so ported code compiles until it is renamed to `RequestMethod`.
@available(*, deprecated, renamed: "RequestMethod")
public typealias RKRequestMethod = RequestMethod
/// RestKit 0.9's `RKRequestSerializable`, kept so ported code compiles until it is renamed to `RequestSerializable`.
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

// MARK: RestKit 0.9.2 enum constants

// The C enum constants keep their Objective-C spelling, which is the point of an alias.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKMappingFormatJSON`, kept so ported code compiles until it is renamed to `MappingFormat.json`.
@available(*, deprecated, renamed: "MappingFormat.json")
public let RKMappingFormatJSON = MappingFormat.json
// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKMappingFormatXML`, kept so ported code compiles until it is renamed to `MappingFormat.xml`.
@available(*, deprecated, renamed: "MappingFormat.xml")
public let RKMappingFormatXML = MappingFormat.xml
// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKIgnoreMissingElementMappingPolicy`, kept until it is renamed to `MissingElementMappingPolicy.ignore`.
@available(*, deprecated, renamed: "MissingElementMappingPolicy.ignore")
public let RKIgnoreMissingElementMappingPolicy = MissingElementMappingPolicy.ignore
// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKSetNilForMissingElementMappingPolicy`, kept until it is renamed to `MissingElementMappingPolicy.setNil`.
@available(*, deprecated, renamed: "MissingElementMappingPolicy.setNil")
public let RKSetNilForMissingElementMappingPolicy = MissingElementMappingPolicy.setNil
// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKRequestMethodGET`, kept so ported code compiles until it is renamed to `RequestMethod.get`.
@available(*, deprecated, renamed: "RequestMethod.get")
public let RKRequestMethodGET = RequestMethod.get
// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKRequestMethodPOST`, kept so ported code compiles until it is renamed to `RequestMethod.post`.
@available(*, deprecated, renamed: "RequestMethod.post")
public let RKRequestMethodPOST = RequestMethod.post
// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKRequestMethodPUT`, kept so ported code compiles until it is renamed to `RequestMethod.put`.
@available(*, deprecated, renamed: "RequestMethod.put")
public let RKRequestMethodPUT = RequestMethod.put
// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKRequestMethodDELETE`, kept so ported code compiles until it is renamed to `RequestMethod.delete`.
@available(*, deprecated, renamed: "RequestMethod.delete")
public let RKRequestMethodDELETE = RequestMethod.delete

// MARK: RestKit 0.9.2 functions

// The C functions keep their Objective-C spelling, which is the point of an alias.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKMakePathWithObject`, kept so ported code compiles until it is renamed to `makePath(_:with:)`.
@available(*, deprecated, renamed: "makePath(_:with:)")
public func RKMakePathWithObject(_ path: String, _ object: any ObjectMappable) throws(RoutingError) -> String {
    try makePath(path, with: object)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// RestKit 0.9's `RKPathAppendQueryParams`, kept so ported code compiles until it is renamed to
/// `pathAppendingQueryParams(_:_:)`.
@available(*, deprecated, renamed: "pathAppendingQueryParams(_:_:)")
public func RKPathAppendQueryParams(_ resourcePath: String, _ queryParams: [String: Any]) throws -> String {
    try pathAppendingQueryParams(resourcePath, queryParams)
}
