import Foundation

/// The `Decoder` that walks a payload tree: one per decoding run, reused for every nested value.
///
/// Nested values are decoded by pointing the session at the child node and calling the type's
/// `init(from:)` again, so a run allocates no decoder per value; containers keep their own node,
/// so they stay valid while the session moves on.
final class NodeDecodingSession: Decoder {
    let options: NodeDecoder
    /// The keypath decoding started at, the prefix of payload keypaths in error messages.
    let rootKeyPath: String?
    let userInfo: [CodingUserInfoKey: Any]
    /// XML rules apply (see ``NodeDecoder/readsXML``).
    let readsXML: Bool
    /// Scalars convert from values of another kind (lenient mode, or typeless XML text).
    let convertsScalars: Bool
    /// A key strategy other than the default is set.
    let convertsAnyKeys: Bool
    /// The value being decoded.
    var node: Node = .null
    /// The single-key object an XML list element was unwrapped from (`{"task": node}`), whose key a
    /// keyed container may still ask for.
    var wrapper: NodeObject?
    var path: CodingPathNode = .root
    /// Whether the next keyed container applies the key strategy (not for dictionaries, as Foundation).
    var convertsKeys = true

    init(options: NodeDecoder, rootKeyPath: String?) {
        self.options = options
        self.rootKeyPath = rootKeyPath
        self.userInfo = options.userInfo.mapValues { $0 as Any }
        self.readsXML = options.readsXML
        self.convertsScalars = options.readsXML || options.valueConversion == .lenient
        if case .useDefaultKeys = options.keyDecodingStrategy {
            self.convertsAnyKeys = false
        } else {
            self.convertsAnyKeys = true
        }
    }

    var codingPath: [any CodingKey] { path.keys }

    // MARK: Entry points

    func decodeRoot<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
        try decodeValue(type, from: node, wrapper: nil, path: .root)
    }

    /// Decodes one element of a collection being streamed, at `index` in the coding path.
    func decodeElement<T: Decodable>(_ type: T.Type, from node: Node, at index: Int) throws -> T {
        try decodeValue(type, from: node, wrapper: nil, path: CodingPathNode.root.appending(index: index))
    }

    /// Decodes a nested value: the types the options govern directly, else the type's own
    /// `init(from:)` with this session pointed at `node`.
    func decodeValue<T: Decodable>(_ type: T.Type, from node: Node, wrapper: NodeObject?, path: CodingPathNode)
        throws -> T
    {
        // Scalars and the types the options govern skip `init(from:)` (elements of `[String]` come
        // here: `Array` decodes its elements through the generic method).
        if T.self == String.self { return sameType(try unbox(node, path: path) as String) }
        if T.self == Int.self { return sameType(try unbox(node, path: path) as Int) }
        if T.self == Double.self { return sameType(try unbox(node, path: path) as Double) }
        if T.self == Bool.self { return sameType(try unbox(node, path: path) as Bool) }
        if T.self == Int64.self { return sameType(try unbox(node, path: path) as Int64) }
        if T.self == Date.self { return sameType(try decodeDate(node, path: path)) }
        if T.self == Data.self { return sameType(try decodeData(node, path: path)) }
        if T.self == URL.self { return sameType(try decodeURL(node, path: path)) }
        if T.self == Decimal.self { return sameType(try decodeDecimal(node, path: path)) }
        if T.self == Node.self { return sameType(node) }
        let rawKeys = convertsAnyKeys && T.self is any StringKeyedDictionary.Type
        return try descend(into: node, wrapper: wrapper, path: path, rawKeys: rawKeys) { try T(from: self) }
    }

    /// Runs `body` with the session pointed at `node`, then restores it.
    func descend<R>(
        into node: Node, wrapper: NodeObject? = nil, path: CodingPathNode, rawKeys: Bool = false, _ body: () throws -> R
    ) rethrows -> R {
        let saved = (self.node, self.wrapper, self.path, self.convertsKeys)
        self.node = node
        self.wrapper = wrapper
        self.path = path
        self.convertsKeys = !rawKeys
        defer { (self.node, self.wrapper, self.path, self.convertsKeys) = saved }
        return try body()
    }

    /// A separate decoder for `node` (for `superDecoder()`, which may outlive the container).
    func detachedDecoder(for node: Node, path: CodingPathNode) -> NodeDecodingSession {
        let session = NodeDecodingSession(options: options, rootKeyPath: rootKeyPath)
        session.node = node
        session.path = path
        return session
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let container = try keyedContainer(
            Key.self, for: node, wrapper: wrapper, path: path, convertsKeys: convertsKeys)
        return KeyedDecodingContainer(container)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(for: node, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Containers

    func keyedContainer<Key: CodingKey>(
        _: Key.Type, for node: Node, wrapper: NodeObject?, path: CodingPathNode, convertsKeys: Bool = true
    ) throws -> NodeKeyedDecodingContainer<Key> {
        var object: NodeObject
        var fallback: NodeObject?
        switch node {
        case .object(let value):
            object = value
            fallback = wrapper
        case _ where wrapper != nil:
            object = wrapper!
        case .array(let elements) where readsXML:
            // A list element read as an object: `{"task": [A, B]}` for `<tasks><task>A</task>…`.
            guard let key = Self.listKey(of: elements) else {
                if elements.isEmpty {
                    object = NodeObject()
                    break
                }
                throw typeMismatch([String: Any].self, at: path, found: node)
            }
            object = NodeObject([(key, .array(elements.map { $0.objectValue!.storage[0].value }))])
        case .string("") where readsXML:
            object = NodeObject()
        case .null:
            throw DecodingError.valueNotFound(
                KeyedDecodingContainer<Key>.self,
                context(path, "Expected an object at payload keypath \(quoted(path)) but found null."))
        default:
            // A scalar where a type with a `text` key is expected is that text: XML's
            // `<comment>Hi</comment>` beside `<comment xml:lang="de">Hallo</comment>` (an object).
            guard let text = Self.textObject(node, for: Key.self) else {
                throw typeMismatch([String: Any].self, at: path, found: node)
            }
            object = text
        }
        if convertsKeys && convertsAnyKeys {
            object = convertingKeys(of: object, at: path)
            fallback = fallback.map { convertingKeys(of: $0, at: path) }
        }
        return NodeKeyedDecodingContainer(session: self, object: object, fallback: fallback, path: path)
    }

    /// `{"text": node}` when `node` is a scalar with something in it (a non-empty string, a number or
    /// a Boolean) and `Key` has a `text` key; nil otherwise. Out of line: only a value that is not an
    /// object gets here, and the keyed container's own code stays small.
    @inline(never)
    private static func textObject<Key: CodingKey>(_ node: Node, for _: Key.Type) -> NodeObject? {
        switch node {
        case .string(let text) where text.isEmpty: return nil
        case .string, .integer, .double, .bool: break
        default: return nil
        }
        guard Key(stringValue: "text") != nil else { return nil }
        return NodeObject([("text", node)])
    }

    /// `object` with its keys converted by the key strategy.
    private func convertingKeys(of object: NodeObject, at path: CodingPathNode) -> NodeObject {
        switch options.keyDecodingStrategy {
        case .useDefaultKeys:
            return object
        case .convertFromSnakeCase:
            return NodeObject(object.storage.map { (KeyCaseConversion.camelCase(fromSnakeCase: $0.key), $0.value) })
        case .custom(let convert):
            return NodeObject(
                object.storage.map { pair in
                    (convert(path.appending(NodeCodingKey(stringValue: pair.key)).keys).stringValue, pair.value)
                })
        }
    }

    func unkeyedContainer(for node: Node, path: CodingPathNode) throws -> NodeUnkeyedDecodingContainer {
        switch node {
        case .array(let elements):
            return NodeUnkeyedDecodingContainer(
                session: self, elements: elements, unwrapsListElements: readsXML && Self.listKey(of: elements) != nil,
                path: path)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self, context(path, "Expected an array at payload keypath \(quoted(path)) but found null."))
        case .string("") where readsXML:
            return NodeUnkeyedDecodingContainer(session: self, elements: [], unwrapsListElements: false, path: path)
        case .object(let object) where readsXML && object.count == 1:
            // A list element with one child (`<tasks><task>…</task></tasks>`): a list of that child,
            // read as the children of a longer list are.
            return NodeUnkeyedDecodingContainer(session: self, elements: [node], unwrapsListElements: true, path: path)
        case _ where readsXML || options.valueConversion == .lenient:
            // A single value where a list was expected is a list of one (an XML element with one child).
            return NodeUnkeyedDecodingContainer(session: self, elements: [node], unwrapsListElements: false, path: path)
        default:
            throw typeMismatch([Any].self, at: path, found: node)
        }
    }

    /// The key shared by every element of an XML list (`[{"task": A}, {"task": B}]` → `task`).
    static func listKey(of elements: [Node]) -> String? {
        guard case .object(let first)? = elements.first, first.count == 1 else { return nil }
        let key = first.storage[0].key
        for element in elements.dropFirst() {
            guard case .object(let object) = element, object.count == 1, object.storage[0].key == key else {
                return nil
            }
        }
        return key
    }

    // MARK: Scalars

    /// Whether `node` decodes as nil: `null`, or in XML an empty element.
    @inline(__always)
    func isNil(_ node: Node) -> Bool {
        switch node {
        case .null: return true
        case .string(let text): return readsXML && text.isEmpty
        default: return false
        }
    }

    @inline(__always)
    func unbox<T: CodableScalar>(_ node: Node, path: @autoclosure () -> CodingPathNode) throws -> T {
        if let value = T.strictValue(of: node) { return value }
        return try unboxConverting(node, as: T.self, path: path())
    }

    /// The conversions beyond the strict ones, and the errors.
    func unboxConverting<T: CodableScalar>(_ node: Node, as type: T.Type, path: CodingPathNode) throws -> T {
        switch node {
        case .null:
            throw DecodingError.valueNotFound(
                T.self, context(path, "Expected \(T.self) at payload keypath \(quoted(path)) but found null."))
        case .object(let object) where readsXML:
            // An element with attributes: its text is the value.
            if let text = object["text"] { return try unbox(text, path: path) }
        case .string(let text):
            if case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy,
                let value = T.nonConforming(text, positiveInfinity: positive, negativeInfinity: negative, nan: nan)
            {
                return value
            }
        default: break
        }
        if convertsScalars, let value = try? T.lenientValue(of: node) { return value }
        throw typeMismatch(T.self, at: path, found: node)
    }

    private static let utc = TimeZone(identifier: "UTC")!

    func decodeDate(_ node: Node, path: CodingPathNode) throws -> Date {
        switch options.dateDecodingStrategy {
        case .iso8601:
            let text: String = try unbox(node, path: path)
            guard let date = ISO8601Scanner.date(from: text, defaultTimeZone: Self.utc) else {
                throw corrupted(
                    path,
                    "Expected an ISO 8601 date at payload keypath \(quoted(path)) but found \(node.briefDescription).")
            }
            return date
        case .serializer(let serializer):
            let text: String = try unbox(node, path: path)
            guard let date = serializer.date(from: text) else {
                throw corrupted(
                    path, "No date format matches \(node.briefDescription) at payload keypath \(quoted(path)).")
            }
            return date
        case .formatted(let formatter):
            let text: String = try unbox(node, path: path)
            guard let date = formatter.date(from: text) else {
                throw corrupted(
                    path,
                    "Expected a date in format \(formatter.dateFormat ?? "") at payload keypath \(quoted(path)) but found \(node.briefDescription)."
                )
            }
            return date
        case .secondsSince1970:
            let seconds: Double = try unbox(node, path: path)
            return Date(timeIntervalSince1970: seconds)
        case .millisecondsSince1970:
            let milliseconds: Double = try unbox(node, path: path)
            return Date(timeIntervalSince1970: milliseconds / 1000)
        case .deferredToDate:
            return try descend(into: node, path: path) { try Date(from: self) }
        case .custom(let decode):
            return try descend(into: node, path: path) { try decode(self) }
        }
    }

    func decodeData(_ node: Node, path: CodingPathNode) throws -> Data {
        switch options.dataDecodingStrategy {
        case .base64:
            let text: String = try unbox(node, path: path)
            guard let data = Data(base64Encoded: text) else {
                throw corrupted(path, "Expected base64 text at payload keypath \(quoted(path)).")
            }
            return data
        case .deferredToData:
            return try descend(into: node, path: path) { try Data(from: self) }
        case .custom(let decode):
            return try descend(into: node, path: path) { try decode(self) }
        }
    }

    func decodeURL(_ node: Node, path: CodingPathNode) throws -> URL {
        let text: String = try unbox(node, path: path)
        guard !text.isEmpty, let url = URL(string: text) else {
            throw corrupted(
                path, "Expected a URL at payload keypath \(quoted(path)) but found \(node.briefDescription).")
        }
        return url
    }

    func decodeDecimal(_ node: Node, path: CodingPathNode) throws -> Decimal {
        switch node {
        case .integer, .double: break
        case .null:
            throw DecodingError.valueNotFound(
                Decimal.self, context(path, "Expected Decimal at payload keypath \(quoted(path)) but found null."))
        default:
            guard convertsScalars else { throw typeMismatch(Decimal.self, at: path, found: node) }
        }
        do {
            return try ScalarRules.decimal(node)
        } catch {
            throw typeMismatch(Decimal.self, at: path, found: node)
        }
    }

    // MARK: Errors

    func quoted(_ path: CodingPathNode) -> String {
        "\"" + path.payloadKeyPath(after: rootKeyPath) + "\""
    }

    func context(_ path: CodingPathNode, _ description: String) -> DecodingError.Context {
        DecodingError.Context(codingPath: path.keys, debugDescription: description)
    }

    func typeMismatch<T>(_ type: T.Type, at path: CodingPathNode, found node: Node) -> DecodingError {
        .typeMismatch(
            type,
            context(path, "Expected \(type) at payload keypath \(quoted(path)) but found \(node.briefDescription)."))
    }

    func corrupted(_ path: CodingPathNode, _ description: String) -> DecodingError {
        .dataCorrupted(context(path, description))
    }

    func keyNotFound(_ key: some CodingKey, in path: CodingPathNode) -> DecodingError {
        let keyPath = path.appending(key)
        return .keyNotFound(
            key,
            context(
                path,
                "No value for key \"\(key.stringValue)\" (payload keypath \(quoted(keyPath)))."))
    }
}

/// `value` as `T`, which the caller has checked is its own type (no dynamic cast).
@inline(__always)
func sameType<Value, T>(_ value: Value) -> T {
    unsafeBitCast(value, to: T.self)
}

/// Dictionaries keyed by strings keep their payload keys whatever the key strategy, as in Foundation.
protocol StringKeyedDictionary {}
extension Dictionary: StringKeyedDictionary where Key == String {}
