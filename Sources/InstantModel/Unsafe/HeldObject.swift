#if !_runtime(_ObjC)
    import CSwiftRuntime
#endif

/// How an ``IdentityTable`` holds one object in its raw slots: strongly, or without keeping it alive
/// (the weak default) — on platforms without Objective-C interoperability, without a weak reference.
///
/// Why unsafe: a Swift weak reference gives its object a side table, an allocation of its own that
/// also moves every later retain and release of the object onto a slower path. A table mapping new
/// objects by the thousand paid that per object. Here a cell held without keeping its object alive
/// is the object's address plus one *unowned* reference count (kept in the object itself): the
/// object is deinitialized when the app releases it, as with a weak reference, but its memory stays
/// until the cell lets go, so the cell can always ask the runtime, atomically, for a strong
/// reference that succeeds only while the object is alive (`swift_tryRetain`). A released object's
/// cell is found dead by the next look-up and emptied by it or by the table's next rebuild, which
/// frees the object's memory (its properties went with its deinitialization).
///
/// Where Objective-C interoperability exists, an object may be an `NSObject`, which keeps no Swift
/// reference counts: cells hold a weak reference there, as before.
///
/// The invariants the caller keeps: a cell is initialized before any other use and deinitialized
/// (or moved) exactly once; `strongly` is the same for every call on one cell; cells are reached
/// under one lock (the scope's), except ``isAlive(_:strongly:)``, which is atomic.
enum HeldObject {
    #if _runtime(_ObjC)
        private struct Cell {
            weak var weakObject: AnyObject?
            var strongObject: AnyObject?
        }
        /// The bytes of one cell.
        static var size: Int { MemoryLayout<Cell>.stride }

        @inline(__always)
        private static func cell(_ at: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Cell> {
            at.assumingMemoryBound(to: Cell.self)
        }

        /// Initializes the cell at `at` holding `object`.
        @inline(__always)
        static func initialize(_ at: UnsafeMutableRawPointer, to object: AnyObject?, strongly: Bool) {
            let cell =
                strongly ? Cell(weakObject: nil, strongObject: object) : Cell(weakObject: object, strongObject: nil)
            at.bindMemory(to: Cell.self, capacity: 1).initialize(to: cell)
        }

        /// The cell's object while it is alive (a strong reference).
        @inline(__always)
        static func object(_ at: UnsafeMutableRawPointer, strongly: Bool) -> AnyObject? {
            strongly ? cell(at).pointee.strongObject : cell(at).pointee.weakObject
        }

        /// Whether the cell's object is alive.
        @inline(__always)
        static func isAlive(_ at: UnsafeMutableRawPointer, strongly: Bool) -> Bool {
            strongly ? cell(at).pointee.strongObject != nil : cell(at).pointee.weakObject != nil
        }

        /// Lets the cell's object go; the cell is uninitialized after.
        @inline(__always)
        static func deinitialize(_ at: UnsafeMutableRawPointer, strongly: Bool) {
            cell(at).deinitialize(count: 1)
        }

        /// Moves the cell at `from` into the uninitialized memory at `to`.
        @inline(__always)
        static func move(from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer) {
            to.bindMemory(to: Cell.self, capacity: 1).initialize(to: cell(from).move())
        }
    #else
        /// The bytes of one cell: the object's address, or zero when it holds none.
        static var size: Int { MemoryLayout<UInt>.stride }

        @inline(__always)
        private static func address(_ at: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
            UnsafeMutableRawPointer(bitPattern: at.load(as: UInt.self))
        }

        /// Initializes the cell at `at` holding `object`: a strong reference, or an unowned one.
        @inline(__always)
        static func initialize(_ at: UnsafeMutableRawPointer, to object: AnyObject?, strongly: Bool) {
            guard let object else { return at.storeBytes(of: 0, as: UInt.self) }
            let address: UnsafeMutableRawPointer
            if strongly {
                address = Unmanaged.passRetained(object).toOpaque()
            } else {
                address = Unmanaged.passUnretained(object).toOpaque()
                _ = swift_unownedRetain(address)
            }
            at.storeBytes(of: UInt(bitPattern: address), as: UInt.self)
        }

        /// The cell's object while it is alive (a strong reference): held strongly, always; held
        /// unowned, only if the runtime can still retain it (atomically, so an object being released
        /// on another thread is either retained in time or reported gone).
        @inline(__always)
        static func object(_ at: UnsafeMutableRawPointer, strongly: Bool) -> AnyObject? {
            guard let address = address(at) else { return nil }
            if strongly { return Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue() }
            guard swift_tryRetain(address) != nil else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(address).takeRetainedValue()
        }

        /// Whether the cell's object is alive (one that starts its deinitialization right after may
        /// still be reported alive; a dead one never comes back).
        @inline(__always)
        static func isAlive(_ at: UnsafeMutableRawPointer, strongly: Bool) -> Bool {
            guard let address = address(at) else { return false }
            return strongly || !swift_isDeallocating(address)
        }

        /// Lets the cell's object go (a dead one's memory is freed now); the cell is uninitialized after.
        @inline(__always)
        static func deinitialize(_ at: UnsafeMutableRawPointer, strongly: Bool) {
            guard let address = address(at) else { return }
            if strongly {
                Unmanaged<AnyObject>.fromOpaque(address).release()
            } else {
                swift_unownedRelease(address)
            }
        }

        /// Moves the cell at `from` into the uninitialized memory at `to`.
        @inline(__always)
        static func move(from: UnsafeMutableRawPointer, to: UnsafeMutableRawPointer) {
            to.storeBytes(of: from.load(as: UInt.self), as: UInt.self)
        }
    #endif
}
