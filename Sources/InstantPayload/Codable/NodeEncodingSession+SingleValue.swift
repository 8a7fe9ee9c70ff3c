/// The session is its own single-value container: the value becomes the current result.
extension NodeEncodingSession: SingleValueEncodingContainer {
    /// A scalar becomes the result; at the root it replaces a streamed array, if any.
    private func setScalar(_ node: Node) {
        result = .node(node)
        if case .root = path { rootResultIsStreamed = false }
    }

    func encodeNil() throws { setScalar(.null) }
    func encode(_ value: Bool) throws { setScalar(.bool(value)) }
    func encode(_ value: String) throws { setScalar(.string(value)) }
    func encode(_ value: Double) throws { setScalar(try double(value, path: path)) }
    func encode(_ value: Float) throws { setScalar(try float(value, path: path)) }
    func encode(_ value: Int) throws { setScalar(.integer(Int64(value))) }
    func encode(_ value: Int8) throws { setScalar(.integer(Int64(value))) }
    func encode(_ value: Int16) throws { setScalar(.integer(Int64(value))) }
    func encode(_ value: Int32) throws { setScalar(.integer(Int64(value))) }
    func encode(_ value: Int64) throws { setScalar(.integer(value)) }
    func encode(_ value: UInt) throws { setScalar(Self.integer(value)) }
    func encode(_ value: UInt8) throws { setScalar(.integer(Int64(value))) }
    func encode(_ value: UInt16) throws { setScalar(.integer(Int64(value))) }
    func encode(_ value: UInt32) throws { setScalar(.integer(Int64(value))) }
    func encode(_ value: UInt64) throws { setScalar(Self.integer(value)) }

    func encode<T: Encodable>(_ value: T) throws {
        // A nested value at the root streams only if its own `collect` says so.
        if case .root = path { rootResultIsStreamed = false }
        result = .node(try encodeValue(value, path: path))
    }
}
