/// Writes an object's values by coding key.
struct NodeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let session: NodeEncodingSession
    let box: EncodedObject
    let path: CodingPathNode
    let convertsKeys: Bool

    var codingPath: [any CodingKey] { path.keys }

    @inline(__always)
    private func set(_ node: Node, _ key: Key) {
        box.set(convertsKeys ? session.payloadKey(key, in: path) : key.stringValue, .node(node))
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try session.double(value, path: path.appending(key)), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try session.float(value, path: path.appending(key)), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(NodeEncodingSession.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(NodeEncodingSession.integer(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try session.encodeValue(value, path: path.appending(key)), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedObject()
        box.set(convertsKeys ? session.payloadKey(key, in: path) : key.stringValue, .object(nested))
        return KeyedEncodingContainer(
            NodeKeyedEncodingContainer<NestedKey>(
                session: session, box: nested, path: path.appending(key), convertsKeys: true))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        box.set(convertsKeys ? session.payloadKey(key, in: path) : key.stringValue, .array(nested))
        return NodeUnkeyedEncodingContainer(session: session, box: nested, path: path.appending(key))
    }

    mutating func superEncoder() -> any Encoder {
        let (encoder, value) = session.detachedEncoder(path: path.appending(NodeCodingKey.super))
        box.set("super", value)
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let (encoder, value) = session.detachedEncoder(path: path.appending(key))
        box.set(convertsKeys ? session.payloadKey(key, in: path) : key.stringValue, value)
        return encoder
    }
}
