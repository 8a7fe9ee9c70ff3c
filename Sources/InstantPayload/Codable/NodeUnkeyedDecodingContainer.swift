/// Reads an array node's elements in order.
///
/// In an XML list (`[{"task": A}, {"task": B}]`, every element one key, the same one) each element is
/// read as its value (`A`), with the wrapping object kept for keyed lookups, so `[Task]` and
/// `[String]` read Rails' `<tasks type="array"><task>…` directly.
struct NodeUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let session: NodeDecodingSession
    let elements: [Node]
    let unwrapsListElements: Bool
    let path: CodingPathNode
    private(set) var currentIndex = 0

    init(session: NodeDecodingSession, elements: [Node], unwrapsListElements: Bool, path: CodingPathNode) {
        self.session = session
        self.elements = elements
        self.unwrapsListElements = unwrapsListElements
        self.path = path
    }

    var codingPath: [any CodingKey] { path.keys }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The current element (unwrapped in an XML list) and its wrapper; past the end is an error.
    @inline(__always)
    private func current<T>(as type: T.Type) throws -> (node: Node, wrapper: NodeObject?) {
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(
                type,
                session.context(
                    path.appending(index: currentIndex),
                    "Unkeyed container is at end (\(elements.count) elements at payload keypath \(session.quoted(path)))."
                ))
        }
        let node = elements[currentIndex]
        if unwrapsListElements, case .object(let object) = node { return (object.storage[0].value, object) }
        return (node, nil)
    }

    mutating func decodeNil() throws -> Bool {
        guard session.isNil(try current(as: Never?.self).node) else { return false }
        currentIndex += 1
        return true
    }

    @inline(__always)
    private mutating func scalar<T: CodableScalar>() throws -> T {
        let node = try current(as: T.self).node
        let value: T = try session.unbox(node, path: path.appending(index: currentIndex))
        currentIndex += 1
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar() }
    mutating func decode(_ type: String.Type) throws -> String { try scalar() }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar() }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar() }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar() }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, wrapper) = try current(as: T.self)
        let value = try session.decodeValue(
            type, from: node, wrapper: wrapper, path: path.appending(index: currentIndex))
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (node, wrapper) = try current(as: KeyedDecodingContainer<NestedKey>.self)
        let container = try session.keyedContainer(
            NestedKey.self, for: node, wrapper: wrapper, path: path.appending(index: currentIndex))
        currentIndex += 1
        return KeyedDecodingContainer(container)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let node = try current(as: (any UnkeyedDecodingContainer).self).node
        let container = try session.unkeyedContainer(for: node, path: path.appending(index: currentIndex))
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let node = try current(as: (any Decoder).self).node
        let decoder = session.detachedDecoder(for: node, path: path.appending(index: currentIndex))
        currentIndex += 1
        return decoder
    }
}
