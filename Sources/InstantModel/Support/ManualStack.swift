/// A growable stack in manually managed memory, for the readers' hot loops: the JSON parser's
/// pending values and the XML tree builder's open elements, attributes and finished children.
///
/// A reader pushes and pops on every value and moves a finished container's elements out in one
/// block; `Array` would retain and release every element on the way out and pay for uniqueness
/// checks and optional wrapping on every push. Everything is `@inlinable`, so InstantXML gets a copy
/// specialized for its own element types rather than calls into unspecialized generic code. The
/// owner must call ``destroy()`` exactly once.
package struct ManualStack<Element> {
    /// The first element; valid until the next push.
    package var base: UnsafeMutablePointer<Element>
    /// How many elements fit before the next growth.
    package var capacity: Int
    /// The number of live elements, from `base`.
    package var count = 0

    @inlinable
    package init(initialCapacity: Int) {
        capacity = Swift.max(initialCapacity, 4)
        base = .allocate(capacity: capacity)
    }

    @inlinable @inline(__always)
    package mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

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
    package mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Destroys the live elements and frees the memory.
    @inlinable
    package func destroy() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
