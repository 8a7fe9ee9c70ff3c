import Foundation

/// The `Decoder` that reads a ``JSONTape``: one per decoding run, reused for every nested value, as
/// ``NodeDecodingSession`` is for a tree.
///
/// Values are made only when the type asks for them, from the entry's bytes; each scalar is handed
/// to the tree session's own unboxing (``NodeDecodingSession/unbox(_:path:)``) as the small ``Node``
/// the tree would hold, so values, conversions, strategies and error messages are the tree's by
/// construction. Whatever this session does not serve itself (a keyed container over something
/// other than an object, an unkeyed one over something other than an array, `superDecoder`,
/// `Date`, `Data`, `URL`, `Decimal` and ``Node`` values) gets the value's ``Node``, read from its
/// bytes, and goes on in the tree session with the same coding path.
///
/// One decoding run uses a session, on one thread, and no access to its ``State`` spans a call that
/// reaches it again (``UncheckedStateObject``).
final class TapeDecodingSession: UncheckedStateObject<TapeDecodingSession.State>, Decoder {
    /// Where the session points.
    struct State {
        /// The entry being decoded.
        var index = 0
        var path: CodingPathNode = .root
    }

    /// The tree session: the options, the scalar rules, the errors, and every fallback.
    let tree: NodeDecodingSession
    let tape: JSONTape
    /// Reads a container's bytes into a tree when a fallback needs it.
    let reader: JSONReader
    init(tree: NodeDecodingSession, tape: JSONTape, reader: JSONReader) {
        self.tree = tree
        self.tape = tape
        self.reader = reader
        super.init(state: State())
    }

    /// The entry being decoded.
    var index: Int { state.index }
    var path: CodingPathNode { state.path }

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { tree.userInfo }

    // MARK: Entry points

    func decodeRoot<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        try decodeValue(type, at: index, path: .root)
    }

    /// Decodes one element of a collection, at `position` in the coding path.
    func decodeElement<T: Decodable>(_ type: T.Type, at index: Int, position: Int) throws -> T {
        try decodeValue(type, at: index, path: CodingPathNode.root.appending(index: position))
    }

    /// Decodes a nested value: scalars through the tree's unboxing, the types the options govern
    /// (and ``Node``) in the tree session from the value's tree, anything else through its own
    /// `init(from:)` with this session pointed at the entry.
    func decodeValue<T: Decodable>(_ type: T.Type, at index: Int, path: CodingPathNode) throws -> T {
        if T.self == String.self { return sameType(try unbox(index, path: path) as String) }
        if T.self == Int.self { return sameType(try unbox(index, path: path) as Int) }
        if T.self == Double.self { return sameType(try unbox(index, path: path) as Double) }
        if T.self == Bool.self { return sameType(try unbox(index, path: path) as Bool) }
        if T.self == Int64.self { return sameType(try unbox(index, path: path) as Int64) }
        // Arrays of scalars, read here with this type's own calls: `Array`'s `init(from:)` is generic
        // code the compiler cannot specialize for the element from here.
        if T.self == [String].self { return sameType(try decodeArray(String.self, at: index, path: path)) }
        if T.self == [Int].self { return sameType(try decodeArray(Int.self, at: index, path: path)) }
        if T.self == [Double].self { return sameType(try decodeArray(Double.self, at: index, path: path)) }
        if T.self == [Bool].self { return sameType(try decodeArray(Bool.self, at: index, path: path)) }
        if T.self == [Int64].self { return sameType(try decodeArray(Int64.self, at: index, path: path)) }
        if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self
            || T.self == Node.self
        {
            return try tree.decodeValue(type, from: node(at: index), wrapper: nil, path: path)
        }
        let saved = state
        state = State(index: index, path: path)
        defer { state = saved }
        return try T(from: self)
    }

    /// `[Element]` as `Array`'s own `init(from:)` reads it (an unkeyed container, each element
    /// decoded in turn), with the element's calls specialized; anything but an array is the tree's.
    private func decodeArray<Element: CodableScalar>(_: Element.Type, at index: Int, path: CodingPathNode) throws
        -> [Element]
    {
        guard tape[index].kind == .array else {
            return try tree.decodeValue([Element].self, from: node(at: index), wrapper: nil, path: path)
        }
        var container = TapeUnkeyedDecodingContainer(session: self, array: index, path: path)
        var elements: [Element] = []
        elements.reserveCapacity(tape[index].count)
        while !container.isAtEnd { elements.append(try container.decodeScalar()) }
        return elements
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(Key.self, at: index, path: path)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: index, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Containers

    /// A keyed container over the object at `index`; anything else is the tree's business (a
    /// scalar read as `{"text": …}`, the errors).
    func keyedContainer<Key: CodingKey>(_: Key.Type, at index: Int, path: CodingPathNode) throws
        -> KeyedDecodingContainer<Key>
    {
        guard tape[index].kind == .object else {
            return KeyedDecodingContainer(
                try tree.keyedContainer(Key.self, for: node(at: index), wrapper: nil, path: path))
        }
        return KeyedDecodingContainer(TapeKeyedDecodingContainer<Key>(session: self, object: index, path: path))
    }

    /// An unkeyed container over the array at `index`; anything else is the tree's business (a
    /// lenient list of one, the errors).
    func unkeyedContainer(at index: Int, path: CodingPathNode) throws -> any UnkeyedDecodingContainer {
        guard tape[index].kind == .array else { return try tree.unkeyedContainer(for: node(at: index), path: path) }
        return TapeUnkeyedDecodingContainer(session: self, array: index, path: path)
    }

    /// A separate tree decoder for the value at `index` (nil: `null`), for `superDecoder()`, which
    /// may outlive the container and the tape.
    func detachedDecoder(at index: Int?, path: CodingPathNode) -> any Decoder {
        tree.detachedDecoder(for: index.map { node(at: $0) } ?? .null, path: path)
    }

    // MARK: Values

    /// Whether the value at `index` decodes as nil (JSON `null`).
    @inline(__always)
    func isNil(_ index: Int) -> Bool {
        tape[index].kind == .null
    }

    @inline(__always)
    func unbox<T: CodableScalar>(_ index: Int, path: @autoclosure () -> CodingPathNode) throws -> T {
        try tree.unbox(node(at: index), path: path())
    }

    /// The value at `index` as the tree holds it: scalars from their bytes, containers read from
    /// their bytes by the tree reader.
    func node(at index: Int) -> Node {
        let entry = tape[index]
        switch entry.kind {
        case .string, .key: return .string(tape.string(at: index))
        case .integer: return .integer(entry.payload)
        case .double:
            return .double(
                Double(bitPattern: UInt64(bitPattern: entry.payload)),
                literal: String(decoding: tape.bytes(at: index), as: UTF8.self))
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .null: return .null
        case .array, .object: return container(at: index)
        }
    }

    /// The tree of the container at `index`, read again from its bytes (which the tape's reading
    /// already accepted, at a depth no deeper than the document's).
    @inline(never)
    private func container(at index: Int) -> Node {
        let bytes = UnsafeRawBufferPointer(tape.bytes(at: index))
        return (try? reader.read(bytes)) ?? .null
    }
}

/// The session is its own single-value container: the value is the entry it points at.
extension TapeDecodingSession: SingleValueDecodingContainer {
    func decodeNil() -> Bool { isNil(index) }

    func decode(_ type: Bool.Type) throws -> Bool { try unbox(index, path: path) }
    func decode(_ type: String.Type) throws -> String { try unbox(index, path: path) }
    func decode(_ type: Double.Type) throws -> Double { try unbox(index, path: path) }
    func decode(_ type: Float.Type) throws -> Float { try unbox(index, path: path) }
    func decode(_ type: Int.Type) throws -> Int { try unbox(index, path: path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unbox(index, path: path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unbox(index, path: path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unbox(index, path: path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unbox(index, path: path) }
    func decode(_ type: UInt.Type) throws -> UInt { try unbox(index, path: path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unbox(index, path: path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unbox(index, path: path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unbox(index, path: path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unbox(index, path: path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, at: index, path: path)
    }
}
