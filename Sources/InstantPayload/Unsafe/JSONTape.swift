import Foundation

/// A structural index of one JSON value: a flat list of entries, one per value and per object key,
/// in document order, pointing into the input bytes.
///
/// ``NodeDecoder`` decodes `Decodable` types from it instead of a ``Node`` tree: the reader checks
/// the value once (``JSONParser/readTape(into:)``, the tree reader's grammar and errors) and records
/// where each value is, and the decoder makes only the values the type asks for. A container's
/// entry is followed by its members (an object's as key, value, key, value…) and says where it ends,
/// so a whole member is skipped in one step.
///
/// Unsafe: entries hold byte offsets into the input, which ``JSONTapeState/base`` points at. Whoever fills a tape
/// sets it to the buffer it read and decodes from the tape only while that buffer is valid;
/// the entries live in manually managed memory, freed when the tape is. One decoding run uses a
/// tape at a time, and reuses it from one element of a collection to the next; no access to its
/// ``JSONTapeState`` spans a call that reaches it again (``UncheckedStateObject``).
final class JSONTape: UncheckedStateObject<JSONTapeState> {
    /// What an entry is.
    enum Kind: UInt8 {
        case null, `false`, `true`, integer, double, string, key, array, object
    }

    /// One value or object key.
    struct Entry {
        var kind: Kind
        /// Strings and keys: ``Entry/isASCII``, ``Entry/isEscaped``; objects: what a lookup knows.
        var flags: UInt8 = 0
        /// Containers: the number of elements or members.
        var count: Int = 0
        /// The value's first byte; for strings and keys, the first byte after the opening quote.
        var offset: Int
        /// The value's length in bytes; for strings and keys, of the contents between the quotes.
        var length: Int = 0
        /// Integers: the value; doubles: the bit pattern; escaped strings and keys: the index of the
        /// decoded text in ``JSONTapeState/strings``; containers: the index of the entry after the last
        /// member.
        var payload: Int64 = 0
        /// Objects: the key entry a lookup tries first (just after the previous match).
        var cursor: Int = 0

        /// Strings and keys: every byte is ASCII (escapes aside).
        static let isASCII: UInt8 = 1
        /// Strings and keys: the text has escapes; the decoded text is in ``JSONTapeState/strings``.
        static let isEscaped: UInt8 = 2
        /// Objects: the keys were checked for repeats (``hasRepeatedKeys``, ``hasPlainKeys``).
        static let isChecked: UInt8 = 4
        /// Objects: a key repeats (the last value wins, as in the tree).
        static let hasRepeatedKeys: UInt8 = 8
        /// Objects: every key is ASCII without escapes, so keys compare by their bytes.
        static let hasPlainKeys: UInt8 = 16
    }

    init() {
        super.init(state: JSONTapeState())
    }

    deinit {
        state.entries.destroy()
    }

    /// Empties the tape for a value read from `base`, keeping its memory.
    @inline(__always)
    func reset(base: UnsafePointer<UInt8>) {
        state.entries.forgetMovedElements(from: 0)
        if !state.strings.isEmpty { state.strings.removeAll(keepingCapacity: true) }
        if !state.indexes.isEmpty { state.indexes.removeAll() }
        state.base = base
    }

    /// The number of entries.
    var count: Int { state.entries.count }

    /// Empties the tape once its input is no longer valid: a container the type kept past its
    /// `init(from:)` then stops at the bounds check below instead of reading freed bytes.
    @inline(__always)
    func invalidate() {
        state.entries.forgetMovedElements(from: 0)
    }

    /// The entry at `index`.
    ///
    /// Bounds-checked: indexes come from containers, which a `Decodable` type may (against the
    /// protocol's contract) keep and use after its value was decoded, when the tape holds another
    /// element or was invalidated.
    @inline(__always)
    subscript(index: Int) -> Entry {
        get { entry(at: index).pointee }
        // The check stays outside the accessor's own frame, which a debug build would otherwise
        // allocate on the heap for every write.
        _modify { yield &entry(at: index).pointee }
    }

    /// The entry at `index`, checked against the tape's current length.
    @inline(__always)
    private func entry(at index: Int) -> UnsafeMutablePointer<Entry> {
        precondition(index < state.entries.count, "a decoding container was used after its value was decoded")
        return state.entries.base + index
    }

    /// The entry after the value at `index` (past a container's members).
    @inline(__always)
    func next(after index: Int) -> Int {
        let entry = self[index]
        return entry.kind.rawValue >= Kind.array.rawValue ? Int(entry.payload) : index + 1
    }

    /// The bytes of an entry (a string's or key's contents, a number's literal, a container's text).
    @inline(__always)
    func bytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = self[index]
        return UnsafeBufferPointer(start: state.base + entry.offset, count: entry.length)
    }

    /// The text of a string or key entry.
    func string(at index: Int) -> String {
        let entry = self[index]
        if entry.flags & Entry.isEscaped != 0 { return state.strings[Int(entry.payload)] }
        // The tape's reader checked the bytes (`JSONParser.scanString()`).
        return String(
            validatedUTF8: UnsafeBufferPointer(start: state.base + entry.offset, count: entry.length),
            isASCII: entry.flags & Entry.isASCII != 0)
    }

    /// Whether the key entry at `index` has exactly the bytes of `name` (a key without escapes).
    @inline(__always)
    func key(at index: Int, equals name: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = self[index]
        guard entry.length == name.count else { return false }
        guard let bytes = name.baseAddress else { return true }
        return memcmp(state.base + entry.offset, bytes, name.count) == 0
    }
}

/// The mutable members of a ``JSONTape``.
struct JSONTapeState {
    /// The entries.
    var entries = ManualStack<JSONTape.Entry>(initialCapacity: 64)
    /// The decoded text of strings and keys with escapes.
    var strings: [String] = []
    /// Per large object whose keys are not plain (or repeat): its keys' last values, made once.
    var indexes: [Int: [String: Int]] = [:]
    /// The input the offsets are from.
    var base = UnsafePointer<UInt8>(bitPattern: 1).unsafelyUnwrapped
}
