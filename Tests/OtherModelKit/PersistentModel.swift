/// A class another library persists: what its `@Model` adds to a class.
public protocol PersistentModel: AnyObject {
    /// The stored properties the macro found, in declaration order.
    static var persistedPropertyNames: [String] { get }
}

/// Another library's `@Model` macro (a test-only stand-in for SwiftData's): a file importing both
/// this module and InstantModel writes `@InstantModel.Model` and `@OtherModelKit.Model`.
@attached(member, names: named(persistedPropertyNames))
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "OtherModelKitMacros", type: "PersistentModelMacro")
