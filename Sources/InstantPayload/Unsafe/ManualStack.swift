/// A growable stack in manually managed memory, for the readers' hot loops: the JSON parser's
/// pending values, keys and open containers, and the XML tree builder's open elements, attributes
/// and finished children.
///
/// A reader pushes and pops on every value and moves a finished container's elements out in one
/// block; `Array` would retain and release every element on the way out and pay for uniqueness
/// checks and optional wrapping on every push. The owner must call ``destroy()`` exactly once.
///
/// The type is `public` behind the `Readers` SPI (with `package` members) rather than `package`:
/// the compiler serializes no `@inlinable` body of a member of a `package` type into the module
/// file, so InstantXML would call the unspecialized generic `push` and `pop` on every element. A
/// `public` type's `@inlinable` members are serialized, so InstantXML compiles its own copy
/// specialized for its element types, as the JSON parser does inside this module. The SPI keeps the
/// name out of the library's public interface; only `@_spi(Readers) import InstantModel` sees it.
@_spi(Readers) public struct ManualStack<Element> {
    /// The first element; valid until the next push.
    @usableFromInline package internal(set) var base: UnsafeMutablePointer<Element>
    /// How many elements fit before the next growth.
    @usableFromInline internal var capacity: Int
    /// The number of live elements, from `base`.
    @usableFromInline package internal(set) var count = 0

    /// Takes no memory until the first push: a reader that never needs the stack (a record read
    /// into fields may open no container) pays nothing for it. `initialCapacity` is what that first
    /// push allocates; until then `capacity` holds its negation.
    @inlinable
    package init(initialCapacity: Int) {
        capacity = -Swift.max(initialCapacity, 4)
        base = UnsafeMutablePointer(bitPattern: Swift.max(MemoryLayout<Element>.alignment, 1)).unsafelyUnwrapped
    }

    @inlinable @inline(__always)
    package mutating func push(_ element: consuming Element) {
        if count >= capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The last element pushed; the stack must not be empty.
    @inlinable @inline(__always)
    package var top: Element { base[count - 1] }

    @inlinable @inline(__always)
    package mutating func pop() -> Element {
        count -= 1
        return (base + count).move()
    }

    /// Moves the elements from `start` to the top out into an array, leaving `start` elements.
    @inlinable
    package mutating func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = base + start
        count = start
        // `reserveCapacity` + `append` rather than `init(unsafeUninitializedCapacity:)`, whose
        // out-of-line allocation looks up the storage class's generic metadata on every call.
        var elements: [Element] = []
        elements.reserveCapacity(moved)
        for offset in 0..<moved { elements.append((source + offset).move()) }
        return elements
    }

    /// Destroys the elements from `start` to the top.
    @inlinable
    package mutating func removeAll(from start: Int) {
        guard count > start else { return }
        (base + start).deinitialize(count: count - start)
        count = start
    }

    /// Marks the elements from `start` to the top as moved out by the caller.
    @inlinable
    package mutating func forgetMovedElements(from start: Int) {
        count = start
    }

    @inlinable
    internal mutating func grow() {
        guard capacity > 0 else {
            capacity = -capacity
            base = ManualMemory.allocate(Element.self, capacity: capacity)
            return
        }
        let newCapacity = capacity * 2
        let newBase = ManualMemory.allocate(Element.self, capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        ManualMemory.free(base)
        base = newBase
        capacity = newCapacity
    }

    /// Destroys the live elements and frees the memory.
    @inlinable
    package func destroy() {
        guard capacity > 0 else { return }
        base.deinitialize(count: count)
        ManualMemory.free(base)
    }
}
