/// Writes an array's elements in order, straight into the byte route's output.
struct JSONByteUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let session: JSONByteEncodingSession
    /// The array's frame (`-1`: a container the run could not serve, whose writes fail).
    let serial: Int
    let path: CodingPathNode

    var codingPath: [any CodingKey] { path.keys }
    var count: Int { session.elementCount(serial) }

    mutating func encodeNil() throws {
        _ = try session.beginElement(serial)
        session.writeNull()
    }
    mutating func encode(_ value: Bool) throws {
        _ = try session.beginElement(serial)
        session.writeBool(value)
    }
    mutating func encode(_ value: String) throws {
        _ = try session.beginElement(serial)
        session.state.emitter.writeString(value)
    }
    mutating func encode(_ value: Double) throws {
        _ = try session.beginElement(serial)
        try session.writeDouble(value)
    }
    mutating func encode(_ value: Float) throws {
        _ = try session.beginElement(serial)
        try session.writeFloat(value)
    }
    mutating func encode(_ value: Int) throws { try integer(value) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    private func integer<T: FixedWidthInteger>(_ value: T) throws {
        _ = try session.beginElement(serial)
        try session.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = try session.beginElement(serial)
        try session.encodeValue(value, parent: path, step: .index(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let (serial, nestedPath) = nestedFrame(isObject: true)
        return KeyedEncodingContainer(
            JSONByteKeyedEncodingContainer<NestedKey>(session: session, serial: serial, path: nestedPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (serial, nestedPath) = nestedFrame(isObject: false)
        return JSONByteUnkeyedEncodingContainer(session: session, serial: serial, path: nestedPath)
    }

    /// Opens the nested container's frame as the next element (`-1` if it could not be).
    private func nestedFrame(isObject: Bool) -> (serial: Int, path: CodingPathNode) {
        guard let index = try? session.beginElement(serial) else { return (-1, path) }
        return (session.openFrame(isObject: isObject, convertsKeys: true), path.appending(index: index))
    }

    mutating func superEncoder() -> any Encoder { session.unservedSuperEncoder() }
}
