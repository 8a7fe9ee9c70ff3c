/// Decides where an object is sent and what is sent with it (`RKRouter`).
///
/// The object manager asks its router for the resource path of every object it gets, posts, puts or
/// deletes, and for the request body of a POST or PUT, so models never build URLs or bodies
/// themselves. ``DynamicRouter`` routes by class and method; ``RailsRouter`` adds Rails' parameter
/// conventions.
///
/// A router is `Sendable` because one object manager, shared by many tasks, asks it from all of them.
public protocol Router: Sendable {
    /// The path below the base URL for `object` and `method` (`-resourcePathForObject:method:`),
    /// such as `/humans/1`.
    func resourcePath(forObject object: any ObjectMappable, method: RequestMethod) throws -> String

    /// The request body for `object` and `method`, or nil when the request has none
    /// (`-serializationForObject:method:`).
    func serialization(forObject object: any ObjectMappable, method: RequestMethod) throws -> (any RequestSerializable)?
}
