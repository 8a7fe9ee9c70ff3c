/// An HTTP method of a REST request (`RKRequestMethod`).
public enum RequestMethod: String, Sendable, Hashable, CaseIterable {
    /// GET: read a resource.
    case get = "GET"
    /// POST: create a resource.
    case post = "POST"
    /// PUT: update a resource.
    case put = "PUT"
    /// DELETE: remove a resource.
    case delete = "DELETE"
    /// PATCH: update part of a resource (Instant Cocoa's `HTTPVerbPATCH`; RestKit 0.9.2 had none).
    case patch = "PATCH"
}

extension RequestMethod {
    // Written out and inlinable: routers in ObjectMapping compare methods and look them up in
    // dictionaries for every request body, across the module boundary, where the synthesized
    // conformances would be calls.

    /// Whether two methods are the same verb.
    @inlinable
    public static func == (lhs: RequestMethod, rhs: RequestMethod) -> Bool {
        lhs.ordinal == rhs.ordinal
    }

    /// Hashes the verb.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The case's position, for comparing and hashing.
    @inlinable
    var ordinal: Int {
        switch self {
        case .get: 0
        case .post: 1
        case .put: 2
        case .delete: 3
        case .patch: 4
        }
    }
}
