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
