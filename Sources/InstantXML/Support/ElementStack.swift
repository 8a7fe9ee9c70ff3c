/// A growable stack in manually managed memory for the XML builder's open elements and finished
/// children.
///
/// The builder pushes and pops on every element, and moves a closed element's children out in one
/// block; `Array` would add uniqueness checks, optional wrapping and a copy of each element it hands
/// back. The owner must call ``destroy()`` exactly once.
///
/// The JSON reader's `ManualStack` in InstantModel has the same structure, and is deliberately not
/// shared: with it made `@inlinable package`, an optimized whole-module build of InstantXML still
/// called the unspecialized generic `ManualStack.push`/`pop` from `TreeBuilder.start`/`end` (the
/// optimized SIL holds `function_ref`s to the generic symbols and no deserialized bodies); an
/// earlier attempt measured that at about 6k more instructions per XML record. A copy inside this
/// module is always specialized for the builder's element types.
struct ElementStack<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of live elements, from `base`.
    private(set) var count = 0

    init(initialCapacity: Int) {
        capacity = Swift.max(initialCapacity, 4)
        base = .allocate(capacity: capacity)
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func pop() -> Element {
        count -= 1
        return (base + count).move()
    }

    /// Destroys the elements from `start` to the top.
    mutating func removeAll(from start: Int) {
        guard count > start else { return }
        (base + start).deinitialize(count: count - start)
        count = start
    }

    /// Marks the elements from `start` to the top as moved out by the caller.
    mutating func forgetMovedElements(from start: Int) {
        count = start
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Destroys the live elements and frees the memory.
    func destroy() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
