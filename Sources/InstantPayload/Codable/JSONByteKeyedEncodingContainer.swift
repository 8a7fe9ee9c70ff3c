/// Writes an object's members by coding key, straight into the byte route's output.
struct JSONByteKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let session: JSONByteEncodingSession
    /// The object's frame (`-1`: a container the run could not serve, whose writes fail).
    let serial: Int
    let path: CodingPathNode

    var codingPath: [any CodingKey] { path.keys }

    @inline(__always)
    private func key(_ key: Key) throws {
        try session.writeKey(key, serial: serial, path: path)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try self.key(key)
        session.writeNull()
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try self.key(key)
        session.writeBool(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try self.key(key)
        session.state.emitter.writeString(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try self.key(key)
        try session.writeDouble(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try self.key(key)
        try session.writeFloat(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        try self.key(key)
        session.state.emitter.writeInteger(Int64(value))
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    private func integer<T: FixedWidthInteger>(_ value: T, _ key: Key) throws {
        try self.key(key)
        try session.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try self.key(key)
        try session.encodeValue(value, parent: path, step: .key(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(
            JSONByteKeyedEncodingContainer<NestedKey>(
                session: session, serial: nestedFrame(key, isObject: true), path: path.appending(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONByteUnkeyedEncodingContainer(
            session: session, serial: nestedFrame(key, isObject: false), path: path.appending(key))
    }

    /// Writes the key and opens the nested container's frame (`-1` if the key could not be written).
    private func nestedFrame(_ key: Key, isObject: Bool) -> Int {
        do {
            try self.key(key)
        } catch {
            return -1
        }
        return session.openFrame(isObject: isObject, convertsKeys: true)
    }

    mutating func superEncoder() -> any Encoder { session.unservedSuperEncoder() }

    mutating func superEncoder(forKey key: Key) -> any Encoder { session.unservedSuperEncoder() }
}

extension JSONByteEncodingSession {
    /// `superEncoder()` is left to the tree route: the run is marked failed, and the encoder handed
    /// out (a tree encoder, so the caller's writes go somewhere) is dropped with it.
    func unservedSuperEncoder() -> any Encoder {
        state.failed = true
        return NodeEncodingSession(options: options)
    }
}
