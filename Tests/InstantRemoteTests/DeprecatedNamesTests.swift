import InstantModel
import InstantRemote

/// Compiles only if the networking names the compatibility table promises (`RKObjectManager`,
/// `ICResourceGateway`, `ICCollectionFetcher`) resolve with `import InstantRemote`; deprecated itself
/// so that naming them raises no warnings. Never called: building the test target is the test.
@available(*, deprecated, message: "checks the deprecated names at compile time")
private enum NetworkingNamesResolve {
    static func check() {
        let _: RKObjectManager.Type = ObjectManager.self
        let _: ICResourceGateway.Type = ResourceGateway.self
        let _: ICCollectionFetcher<AliasPost>.Type = CollectionFetcher<AliasPost>.self
    }
}

private final class AliasPost: JSONMappable {
    var title: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: AliasPost.self) { PropertyTable([PropertyAccessor("title", \AliasPost.title)]) }
    }
}
