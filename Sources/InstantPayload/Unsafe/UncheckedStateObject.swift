/// The base class of a reader, writer or mapping run whose mutable members are one `State` struct,
/// read and written without Swift's runtime exclusivity checks.
///
/// Why unsafe: Swift checks every access to a class's stored `var` at run time (a call to
/// `swift_beginAccess` and one to `swift_endAccess`) unless the optimizer proves it cannot overlap
/// another, which it cannot across modules or around calls out. On the record path and in the
/// writers those checks added 4% to 23% to a benchmark case's instructions (callgrind; CHANGELOG.md,
/// "Performance"). `@exclusivity(unchecked)` turns them off for one property: it is written
/// once, here, on ``state``, and each subclass puts all its mutable members in its `State`.
/// Grouping changes no access: a member is still read and written in place, as its own stored
/// property was.
///
/// The invariant a subclass keeps: no write to a member of ``state`` overlaps another access to it.
/// Either an instance is used by one thread at a time (each is made for one call, or one run, and
/// not shared) and no member is held inout across a call that reaches the same member again (no
/// `state.items.append(f())` where `f` reads `state.items`), or (a copy-on-write box) it is shared
/// read-only and written only while uniquely referenced. A subclass says in its doc comment which.
///
/// Subclasses in other modules reach the storage through ``state``, whose accessors are inlined
/// into them: an access to another module's stored property is checked whatever its attribute
/// says, while the inlined accessor carries the unchecked access with it.
@_spi(Unsafe) open class UncheckedStateObject<State> {
    @usableFromInline @exclusivity(unchecked) final var storage: State

    /// The subclass's mutable members.
    @inlinable public final var state: State {
        _read { yield storage }
        _modify { yield &storage }
    }

    /// An object starting from `state`.
    public init(state: State) {
        storage = state
    }
}
