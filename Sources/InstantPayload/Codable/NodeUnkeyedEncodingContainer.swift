/// Writes an array's elements in order.
struct NodeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let session: NodeEncodingSession
    let box: EncodedArray
    let path: CodingPathNode

    var codingPath: [any CodingKey] { path.keys }
    var count: Int { box.count }

    private var elementPath: CodingPathNode { path.appending(index: box.count) }

    @inline(__always)
    private func append(_ node: Node) throws { try box.append(node) }

    mutating func encodeNil() throws { try append(.null) }
    mutating func encode(_ value: Bool) throws { try append(.bool(value)) }
    mutating func encode(_ value: String) throws { try append(.string(value)) }
    mutating func encode(_ value: Double) throws { try append(try session.double(value, path: elementPath)) }
    mutating func encode(_ value: Float) throws { try append(try session.float(value, path: elementPath)) }
    mutating func encode(_ value: Int) throws { try append(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { try append(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { try append(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { try append(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { try append(.integer(value)) }
    mutating func encode(_ value: UInt) throws { try append(NodeEncodingSession.integer(value)) }
    mutating func encode(_ value: UInt8) throws { try append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { try append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { try append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { try append(NodeEncodingSession.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try append(try session.encodeValue(value, path: elementPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedObject()
        let nestedPath = elementPath
        box.appendPending(.object(nested))
        return KeyedEncodingContainer(
            NodeKeyedEncodingContainer<NestedKey>(session: session, box: nested, path: nestedPath, convertsKeys: true))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        let nestedPath = elementPath
        box.appendPending(.array(nested))
        return NodeUnkeyedEncodingContainer(session: session, box: nested, path: nestedPath)
    }

    mutating func superEncoder() -> any Encoder {
        let (encoder, value) = session.detachedEncoder(path: elementPath)
        box.appendPending(value)
        return encoder
    }
}
