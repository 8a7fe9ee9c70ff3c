/// Reads an object entry's values by coding key, as ``NodeKeyedDecodingContainer`` reads an object
/// node: the same lookups (``TapeDecodingSession/value(for:in:)``), values and errors.
struct TapeKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let session: TapeDecodingSession
    /// The object's entry.
    let object: Int
    let path: CodingPathNode

    var codingPath: [any CodingKey] { path.keys }

    var allKeys: [Key] {
        session.keys(of: object).compactMap { Key(stringValue: $0) }
    }

    @inline(__always)
    private func value(for key: Key) -> Int? {
        session.value(for: key.stringValue, in: object)
    }

    @inline(__always)
    private func require(_ key: Key) throws -> Int {
        guard let value = value(for: key) else { throw session.tree.keyNotFound(key, in: path) }
        return value
    }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { session.isNil(try require(key)) }

    @inline(__always)
    private func scalar<T: CodableScalar>(_ key: Key) throws -> T {
        try session.unbox(try require(key), path: path.appending(key))
    }

    @inline(__always)
    private func scalarIfPresent<T: CodableScalar>(_ key: Key) throws -> T? {
        guard let index = value(for: key), !session.isNil(index) else { return nil }
        return try session.unbox(index, path: path.appending(key)) as T
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try session.decodeValue(type, at: try require(key), path: path.appending(key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try scalarIfPresent(key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = value(for: key), !session.isNil(index) else { return nil }
        return try session.decodeValue(type, at: index, path: path.appending(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try session.keyedContainer(NestedKey.self, at: try require(key), path: path.appending(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try session.unkeyedContainer(at: try require(key), path: path.appending(key))
    }

    func superDecoder() throws -> any Decoder {
        session.detachedDecoder(
            at: session.value(for: "super", in: object), path: path.appending(NodeCodingKey.super))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        session.detachedDecoder(at: value(for: key), path: path.appending(key))
    }
}
