/// The session is its own single-value container: the value is written where the current value goes.
extension JSONByteEncodingSession: SingleValueEncodingContainer {
    func encodeNil() throws {
        try beginSingleValue()
        writeNull()
    }
    func encode(_ value: Bool) throws {
        try beginSingleValue()
        writeBool(value)
    }
    func encode(_ value: String) throws {
        try beginSingleValue()
        state.emitter.writeString(value)
    }
    func encode(_ value: Double) throws {
        try beginSingleValue()
        try writeDouble(value)
    }
    func encode(_ value: Float) throws {
        try beginSingleValue()
        try writeFloat(value)
    }
    func encode(_ value: Int) throws { try encodeInteger(value) }
    func encode(_ value: Int8) throws { try encodeInteger(value) }
    func encode(_ value: Int16) throws { try encodeInteger(value) }
    func encode(_ value: Int32) throws { try encodeInteger(value) }
    func encode(_ value: Int64) throws { try encodeInteger(value) }
    func encode(_ value: UInt) throws { try encodeInteger(value) }
    func encode(_ value: UInt8) throws { try encodeInteger(value) }
    func encode(_ value: UInt16) throws { try encodeInteger(value) }
    func encode(_ value: UInt32) throws { try encodeInteger(value) }
    func encode(_ value: UInt64) throws { try encodeInteger(value) }

    func encode<T: Encodable>(_ value: T) throws {
        try beginSingleValue()
        // The value's own `encode(to:)` runs at this value's path, as on the tree route.
        try encodeValue(value, parent: state.slot.parent, step: state.slot.step)
    }

    private func encodeInteger<T: FixedWidthInteger>(_ value: T) throws {
        try beginSingleValue()
        try writeInteger(value)
    }
}
