/// Reads an array entry's elements in order, as ``NodeUnkeyedDecodingContainer`` reads an array
/// node (JSON has no XML lists to unwrap): the same values and errors.
struct TapeUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let session: TapeDecodingSession
    let path: CodingPathNode
    let count: Int?
    /// The number of elements.
    private let elementCount: Int
    /// The entry of the current element.
    private var element: Int
    private(set) var currentIndex = 0

    init(session: TapeDecodingSession, array: Int, path: CodingPathNode) {
        self.session = session
        self.path = path
        elementCount = session.tape[array].count
        count = elementCount
        element = array + 1
    }

    var codingPath: [any CodingKey] { path.keys }
    var isAtEnd: Bool { currentIndex >= elementCount }

    /// The current element's entry; past the end is an error.
    @inline(__always)
    private func current<T>(as type: T.Type) throws -> Int {
        guard currentIndex < elementCount else {
            throw DecodingError.valueNotFound(
                type,
                session.tree.context(
                    path.appending(index: currentIndex),
                    "Unkeyed container is at end (\(elementCount) elements at payload keypath \(session.tree.quoted(path)))."
                ))
        }
        return element
    }

    @inline(__always)
    private mutating func advance() {
        element = session.tape.next(after: element)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard session.isNil(try current(as: Never?.self)) else { return false }
        advance()
        return true
    }

    /// The next element as a scalar (``TapeDecodingSession/decodeValue(_:at:path:)``'s rule for
    /// these types).
    @inline(__always)
    mutating func decodeScalar<T: CodableScalar>() throws -> T {
        try scalar()
    }

    @inline(__always)
    private mutating func scalar<T: CodableScalar>() throws -> T {
        let index = try current(as: T.self)
        let value: T = try session.unbox(index, path: path.appending(index: currentIndex))
        advance()
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar() }
    mutating func decode(_ type: String.Type) throws -> String { try scalar() }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar() }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar() }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar() }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = try current(as: T.self)
        let value = try session.decodeValue(type, at: index, path: path.appending(index: currentIndex))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let index = try current(as: KeyedDecodingContainer<NestedKey>.self)
        let container = try session.keyedContainer(
            NestedKey.self, at: index, path: path.appending(index: currentIndex))
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try current(as: (any UnkeyedDecodingContainer).self)
        let container = try session.unkeyedContainer(at: index, path: path.appending(index: currentIndex))
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = try current(as: (any Decoder).self)
        let decoder = session.detachedDecoder(at: index, path: path.appending(index: currentIndex))
        advance()
        return decoder
    }
}
