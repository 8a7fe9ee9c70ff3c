/// A growable stack in manually managed memory, for the JSON reader's hot loop.
///
/// The reader keeps pending values on one flat stack and moves each finished container's elements
/// out in a single block; `Array` would retain and release every element on the way out and pay for
/// uniqueness checks on every push. The owner must call ``destroy()`` exactly once.
struct ManualStack<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    /// The number of live elements, from `base`.
    var count = 0

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
    var top: Element { base[count - 1] }

    @inline(__always)
    mutating func pop() -> Element {
        count -= 1
        return (base + count).move()
    }

    /// Moves the elements from `start` to the top out into an array, leaving `start` elements.
    mutating func popArray(from start: Int) -> [Element] {
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
