import Foundation

/// One object or array open in the output of ``JSONByteEncodingSession``.
struct ByteFrame {
    /// Which container this is: a container value holds its frame's serial, so a container written
    /// after its frame closed (kept past its value, or past a sibling's write) is found out.
    var serial: Int
    /// The number of frames around it (`-1` for ``none``).
    var depth: Int
    var isObject: Bool
    /// Whether its keys go through the key strategy (not a `[String: V]` dictionary's).
    var convertsKeys: Bool
    /// Members or elements written so far.
    var count = 0
    /// One bit per (key length, first byte) written, as in the tree route's objects: a key is looked
    /// for among the earlier ones only when its bit is set.
    var keyFilter: UInt64 = 0
    /// Where this object's key runs start in ``JSONByteEncodingState/keyRuns``.
    var keyRunsStart = 0

    static let none = ByteFrame(serial: 0, depth: -1, isObject: false, convertsKeys: false)
}

/// A step of a coding path not yet linked into a ``CodingPathNode`` (most values never need it).
enum CodingPathStep {
    case none
    case key(any CodingKey)
    case index(Int)

    func appended(to parent: CodingPathNode) -> CodingPathNode {
        switch self {
        case .none: return parent
        case .key(let key): return parent.appending(key)
        case .index(let index): return parent.appending(index: index)
        }
    }
}

/// What the value being encoded has written so far.
enum ByteSlotContent {
    case nothing
    case scalar
    /// A container, by its frame's serial.
    case container(Int)
}

/// The value being encoded: where it sits, and what it wrote.
struct ByteSlot {
    /// The frames open when it began; its own container, if any, opens at this depth.
    var depth = 0
    var content = ByteSlotContent.nothing
    var parent = CodingPathNode.root
    var step = CodingPathStep.none
    /// Whether a keyed container it opens applies the key strategy.
    var convertsKeys = true

    var path: CodingPathNode { step.appended(to: parent) }
}

/// The mutable members of ``JSONByteEncodingSession`` (see `UncheckedStateObject`).
struct JSONByteEncodingState {
    var emitter: JSONEmitter
    /// The innermost open container (``ByteFrame/none`` when none is open).
    var top = ByteFrame.none
    /// The open containers around ``top``, outermost first.
    var outer: [ByteFrame] = []
    /// Where each key of the open objects sits in the output (start `<< 24 | length`), for the
    /// repeated-key check.
    var keyRuns: [Int] = []
    var nextSerial = 1
    var slot = ByteSlot()
    /// Set when the value needs the tree route; the run then ends with ``ByteRouteFallback``.
    var failed = false
    var snakeCaseKeys: [String: String] = [:]
    /// Keys as last written (`"name":`), by member position and depth (see `writeKey`).
    var keyCache = [CachedKey](repeating: CachedKey(), count: keyCacheSize)
    static let keyCacheSize = 64
}

/// A key's written bytes, reused while the same key comes back at the same place.
struct CachedKey {
    /// The key as the strategy gave it; an unused entry holds the empty key, written `"":`.
    var name = ""
    /// `"name":`, escaped.
    var words = OutputWords(first: UInt64(0x3A_2222).littleEndian)
    /// The quoted key's length, without the colon.
    var length = 2
    /// The repeated-key filter bit of the key (that of an empty key in an unused entry).
    var bit = EncodedObject.keyFilterBit(count: 0, first: 0)
}

/// Thrown inside the byte route when the value's shape or the options need the tree route.
struct ByteRouteFallback: Error {}
