/// The session is its own single-value container: the value is the node it points at.
extension NodeDecodingSession: SingleValueDecodingContainer {
    func decodeNil() -> Bool { isNil(node) }

    func decode(_ type: Bool.Type) throws -> Bool { try unbox(node, path: path) }
    func decode(_ type: String.Type) throws -> String { try unbox(node, path: path) }
    func decode(_ type: Double.Type) throws -> Double { try unbox(node, path: path) }
    func decode(_ type: Float.Type) throws -> Float { try unbox(node, path: path) }
    func decode(_ type: Int.Type) throws -> Int { try unbox(node, path: path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unbox(node, path: path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unbox(node, path: path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unbox(node, path: path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unbox(node, path: path) }
    func decode(_ type: UInt.Type) throws -> UInt { try unbox(node, path: path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unbox(node, path: path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unbox(node, path: path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unbox(node, path: path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unbox(node, path: path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, from: node, wrapper: wrapper, path: path)
    }
}
