// RestKit 0.9.2's networking name, beside the type it aliases, so migrated code compiles first and is
// renamed later (see Compatibility/README.md). Instant Cocoa's are InstantNetworking's.

/// RestKit 0.9's `RKObjectManager`, kept so ported code compiles until it is renamed to ``ObjectManager``.
@available(*, deprecated, renamed: "ObjectManager")
public typealias RKObjectManager = ObjectManager
