/// Writes an array's elements in order.
struct NodeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let session: NodeEncodingSession
    let box: EncodedArray
    let path: CodingPathNode

    var codingPath: [any CodingKey] { path.keys }
    var count: Int { box.count }

    private var elementPath: CodingPathNode { path.appending(index: box.count) }

    @inline(__always)
    private func append(_ node: Node) { box.append(node) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try session.double(value, path: elementPath)) }
    mutating func encode(_ value: Float) throws { append(try session.float(value, path: elementPath)) }
    mutating func encode(_ value: Int) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { append(.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(NodeEncodingSession.integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { append(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { append(NodeEncodingSession.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try session.encodeValue(value, path: elementPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedObject()
        let nestedPath = elementPath
        box.append(.object(nested))
        return KeyedEncodingContainer(
            NodeKeyedEncodingContainer<NestedKey>(session: session, box: nested, path: nestedPath, convertsKeys: true))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        let nestedPath = elementPath
        box.append(.array(nested))
        return NodeUnkeyedEncodingContainer(session: session, box: nested, path: nestedPath)
    }

    mutating func superEncoder() -> any Encoder {
        let (encoder, value) = session.detachedEncoder(path: elementPath)
        box.append(value)
        return encoder
    }
}
