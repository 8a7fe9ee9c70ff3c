/// The session is its own single-value container: the value becomes the current result.
extension NodeEncodingSession: SingleValueEncodingContainer {
    func encodeNil() throws { result = .node(.null) }
    func encode(_ value: Bool) throws { result = .node(.bool(value)) }
    func encode(_ value: String) throws { result = .node(.string(value)) }
    func encode(_ value: Double) throws { result = .node(try double(value, path: path)) }
    func encode(_ value: Float) throws { result = .node(try float(value, path: path)) }
    func encode(_ value: Int) throws { result = .node(.integer(Int64(value))) }
    func encode(_ value: Int8) throws { result = .node(.integer(Int64(value))) }
    func encode(_ value: Int16) throws { result = .node(.integer(Int64(value))) }
    func encode(_ value: Int32) throws { result = .node(.integer(Int64(value))) }
    func encode(_ value: Int64) throws { result = .node(.integer(value)) }
    func encode(_ value: UInt) throws { result = .node(Self.integer(value)) }
    func encode(_ value: UInt8) throws { result = .node(.integer(Int64(value))) }
    func encode(_ value: UInt16) throws { result = .node(.integer(Int64(value))) }
    func encode(_ value: UInt32) throws { result = .node(.integer(Int64(value))) }
    func encode(_ value: UInt64) throws { result = .node(Self.integer(value)) }

    func encode<T: Encodable>(_ value: T) throws {
        result = .node(try encodeValue(value, path: path))
    }
}
