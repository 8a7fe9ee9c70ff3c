import InstantModel

/// Compiles only if Instant Cocoa's `IC…` names resolve with nothing but `import InstantModel`, the
/// module an Instant Cocoa app imports; deprecated itself so that naming them raises no warnings.
/// Never called: building the test target is the test.
@available(*, deprecated, message: "checks the deprecated names at compile time")
private enum InstantCocoaNamesResolve {
    static func check() {
        let _: (any ICKeyValueCodable)? = nil
        let _: (any ICInspectable.Type)? = nil
        let _: (any ICMappable.Type)? = nil
        let _: (any ICJSONMappable.Type)? = nil
        let _: (any ICRemoteObject.Type)? = nil
        let _: (any ICValueObject.Type)? = nil
        let _: any ICSerializer.Type = DateSerializer.self
        let _: ICJSONMapper = JSONMapper()
        let _: ICModel.Type = Model.self
        let _: ICModelInspector.Type = ModelInspector.self
        let _: ICPropertyAttributes.Type = PropertyAttributes.self
    }
}
