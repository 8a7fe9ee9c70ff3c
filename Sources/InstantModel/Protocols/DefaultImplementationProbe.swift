/// Tells, once per model type, whether a type keeps a protocol's default implementation, so a faster
/// path that reproduces the default may stand in for it (request bodies written by a compiled plan).
///
/// The prober binds the object it asks to ``probedObject`` and calls the member with ``markKey`` in
/// reach; a default implementation that sees its own object bound leaves ``mark`` in its answer, an
/// override does not. The binding is task-local (thread-local outside tasks), so probes on other
/// threads and calls on other objects are unaffected; outside a probe the defaults pay one
/// task-local read.
package enum DefaultImplementationProbe {
    /// The object being probed, if any.
    @TaskLocal package static var probedObject: ObjectIdentifier?

    /// The key a default implementation writes ``mark`` under (or answers, for `value(forKey:)`).
    package static let markKey = "\u{0}InstantModel.defaultImplementationProbe"

    /// What a default implementation leaves when probed.
    package static let mark = "default"

    /// Whether `object` is the one being probed (true only inside a probe of that object).
    @inline(__always)
    package static func isProbing(_ object: AnyObject) -> Bool {
        guard let probed = probedObject else { return false }
        return probed == ObjectIdentifier(object)
    }
}
