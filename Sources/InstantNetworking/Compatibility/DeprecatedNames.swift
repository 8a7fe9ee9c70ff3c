import InstantModel

// Instant Cocoa's networking names, beside the types they alias, so migrated code compiles first and
// is renamed later (see Compatibility/README.md).

/// Instant Cocoa's `ICResourceGateway`, kept so ported code compiles until it is renamed to ``ResourceGateway``.
@available(*, deprecated, renamed: "ResourceGateway")
public typealias ICResourceGateway = ResourceGateway
/// Instant Cocoa's `ICCollectionFetcher`, kept so ported code compiles until it is renamed to ``CollectionFetcher``.
@available(*, deprecated, renamed: "CollectionFetcher")
public typealias ICCollectionFetcher<Model: JSONMappable> = CollectionFetcher<Model>
