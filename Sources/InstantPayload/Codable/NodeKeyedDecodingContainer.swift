/// Reads an object node's values by coding key.
///
/// `fallback` is the single-key object an XML list element was unwrapped from: a key the element's
/// own value lacks is looked up there (a `<user><name>…</name></user>` list read as `[User]`).
struct NodeKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let session: NodeDecodingSession
    let object: NodeObject
    let fallback: NodeObject?
    let path: CodingPathNode

    var codingPath: [any CodingKey] { path.keys }

    var allKeys: [Key] {
        var keys = object.storage.compactMap { Key(stringValue: $0.key) }
        if let fallback {
            for pair in fallback.storage where object[pair.key] == nil {
                if let key = Key(stringValue: pair.key) { keys.append(key) }
            }
        }
        return keys
    }

    @inline(__always)
    private func value(for key: Key) -> Node? {
        let name = key.stringValue
        if let value = object[name] { return value }
        return fallback?[name]
    }

    @inline(__always)
    private func require(_ key: Key) throws -> Node {
        guard let value = value(for: key) else { throw session.keyNotFound(key, in: path) }
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
        guard let node = value(for: key), !session.isNil(node) else { return nil }
        return try session.unbox(node, path: path.appending(key)) as T
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
        try session.decodeValue(type, from: try require(key), wrapper: nil, path: path.appending(key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try scalarIfPresent(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try scalarIfPresent(key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let node = value(for: key), !session.isNil(node) else { return nil }
        return try session.decodeValue(type, from: node, wrapper: nil, path: path.appending(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(
            try session.keyedContainer(NestedKey.self, for: try require(key), wrapper: nil, path: path.appending(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try session.unkeyedContainer(for: try require(key), path: path.appending(key))
    }

    func superDecoder() throws -> any Decoder {
        session.detachedDecoder(for: object["super"] ?? .null, path: path.appending(NodeCodingKey.super))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        session.detachedDecoder(for: value(for: key) ?? .null, path: path.appending(key))
    }
}
