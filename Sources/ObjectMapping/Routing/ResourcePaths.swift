import Foundation
import InstantModel

// RestKit 0.9.2's path helpers from `RKClient.h`, which apps called directly (to build navigation
// URLs, or a path for `loadObjects` without a route): the same interpolation and query escaping the
// routers and `ObjectManager` use.

/// `path` with each `(keyPath)` replaced by the value of `object` at that keypath
/// (`RKMakePathWithObject`): `makePath("/humans/(railsID)/(name)", with: blake)` is
/// `"/humans/31337/blake"`.
///
/// The same patterns as ``DynamicRouter`` routes: a `(keyPath)` value goes in as its text, unescaped,
/// as 0.9.2 wrote it (so a keypath may yield a whole sub-path); a `:keyPath` (RestKit 0.10) is
/// percent-escaped for a path segment. A nil value or an unknown key throws ``RoutingError`` naming
/// the keypath and the class, where 0.9.2 inserted the text `(null)`.
public func makePath(_ path: String, with object: any ObjectMappable) throws(RoutingError) -> String {
    try ResourcePathPattern(path).path(for: object)
}

/// `resourcePath` followed by `queryParams` as a query string (`RKPathAppendQueryParams`): keys
/// sorted, every reserved character of a key or value percent-escaped as RestKit's
/// `NSDictionary+RKRequestSerialization -URLEncodedString` did (`a+b@x.com` is `a%2Bb%40x.com`).
///
/// No parameters leave the path as it is. The query follows the path's own query with `&`, and comes
/// before a `#fragment` (0.9.2 always added `?`, even after a query of the path's own). Values may
/// be anything a form body holds (numbers, dates, arrays as `key[]`, dictionaries as `key[sub]`);
/// one that is not throws `RequestSerializationError`.
public func pathAppendingQueryParams(_ resourcePath: String, _ queryParams: [String: Any]) throws -> String {
    guard !queryParams.isEmpty else { return resourcePath }
    let query = try FormURLEncodedParams(dictionary: queryParams).urlEncodedString
    guard !query.isEmpty else { return resourcePath }
    var path = Substring(resourcePath)
    var fragment = Substring()
    if let hash = path.firstIndex(of: "#") {
        fragment = path[hash...]
        path = path[..<hash]
    }
    let separator = path.contains("?") ? (path.hasSuffix("?") || path.hasSuffix("&") ? "" : "&") : "?"
    return path + separator + query + fragment
}
