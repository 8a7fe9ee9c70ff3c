import ObjectMapping

/// Where ``StoredObjectManager/loadObjects(atResourcePath:objectClass:queryParams:keyPath:cachePolicy:deletesOrphans:)``
/// takes its objects from (RestKit 0.9's `RKManagedObjectCache` role, chosen per request).
public enum CachePolicy: Sendable {
    /// Always the network; the response is saved.
    case networkOnly
    /// The store's objects for the resource path when it has any, without a request; the network
    /// (saved) when it has none.
    case storeThenNetwork
    /// The network (saved); the store's objects when the server cannot be reached or times out.
    case storeWhenNetworkFails
}

/// Where loaded objects came from.
public enum ObjectSource: Sendable, Equatable {
    /// A response, mapped (and saved).
    case network
    /// The store, without a request or after one failed.
    case store
}

/// The objects a load returned and where they came from.
public struct StoreLoadResult {
    /// The objects, the identity scope's.
    public let objects: [any ObjectMappable]
    /// Where they came from.
    public let source: ObjectSource
    /// The network error the store stood in for (``CachePolicy/storeWhenNetworkFails``), if any.
    public let networkError: (any Error)?
}
