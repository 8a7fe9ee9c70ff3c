import Foundation

/// A container being filled while a value encodes, turned into a ``Node`` when the value is done.
///
/// Containers may be nested and filled in any order (`nestedContainer`, `superEncoder`), so they
/// are reference boxes until the value's `encode(to:)` returns.
enum EncodedValue {
    case node(Node)
    case object(EncodedObject)
    case array(EncodedArray)
    /// What a `superEncoder()` produced, read when the parent is finished.
    case deferred(NodeEncodingSession)

    var node: Node {
        switch self {
        case .node(let node): return node
        case .object(let box): return box.node
        case .array(let box): return box.node
        case .deferred(let session): return session.result?.node ?? .emptyObject
        }
    }
}

final class EncodedObject {
    /// The pairs in writing order; a value still being filled (a nested container, a super encoder)
    /// holds a placeholder until ``node`` reads its box.
    private(set) var pairs: [NodeObject.Pair] = []
    private var boxes: [(position: Int, value: EncodedValue)] = []
    /// One bit per (key length, first byte) seen: a key written twice is looked for only when its
    /// bit is already set, so distinct keys (every synthesized `encode(to:)`) cost no comparisons.
    private var keyFilter: UInt64 = 0
    private var hasRepeatedKey = false

    func set(_ key: String, _ value: EncodedValue) {
        if pairs.isEmpty { pairs.reserveCapacity(16) }
        let utf8 = key.utf8
        let bit = Self.keyFilterBit(count: utf8.count, first: utf8.first ?? 0)
        if keyFilter & bit != 0, !hasRepeatedKey, pairs.contains(where: { $0.key == key }) {
            hasRepeatedKey = true
        }
        keyFilter |= bit
        if case .node(let node) = value {
            pairs.append(NodeObject.Pair(key: key, value: node))
        } else {
            boxes.append((pairs.count, value))
            pairs.append(NodeObject.Pair(key: key, value: .null))
        }
    }

    /// The filter bit of a key of `count` UTF-8 bytes starting with `first` (the byte route of
    /// `NodeEncoder.encode` uses the same bits, so it looks wherever this object would).
    @inline(__always)
    static func keyFilterBit(count: Int, first: UInt8) -> UInt64 {
        UInt64(1) << ((UInt64(truncatingIfNeeded: count) &* 31 &+ UInt64(first)) & 63)
    }

    var node: Node {
        var resolved = pairs
        for box in boxes { resolved[box.position].value = box.value.node }
        guard hasRepeatedKey else { return .object(NodeObject(distinctPairs: resolved)) }
        // A key written twice keeps its first position and its last value, as a dictionary would.
        var object = NodeObject(minimumCapacity: resolved.count)
        for pair in resolved { object.updateValue(pair.value, forKey: pair.key) }
        return .object(object)
    }
}

final class EncodedArray {
    /// The elements in order; a nested container's element is a placeholder until ``node``.
    private(set) var values: [Node] = []
    private var boxes: [(position: Int, value: EncodedValue)] = []
    /// Where finished elements go straight away when this is the root array of `NodeEncoder.encode`
    /// (see ``NodeEncodingSession/rootArraySink``); elements after a still-open nested container
    /// wait in `values` until ``flushToSink()``.
    private let sink: JSONArrayStreamWriter?
    private var streamedCount = 0

    init(sink: JSONArrayStreamWriter? = nil) {
        self.sink = sink
    }

    var count: Int { streamedCount + values.count }

    func append(_ node: Node) throws {
        if let sink, boxes.isEmpty {
            try sink.append(node)
            streamedCount += 1
        } else {
            values.append(node)
        }
    }

    /// Appends an element still being filled (a nested container, a super encoder's result);
    /// later elements wait behind it.
    func appendPending(_ value: EncodedValue) {
        boxes.append((values.count, value))
        values.append(.null)
    }

    var node: Node {
        guard !boxes.isEmpty else { return .array(values) }
        var resolved = values
        for box in boxes { resolved[box.position] = box.value.node }
        return .array(resolved)
    }

    /// Writes the elements still waiting (a streaming root array whose encoding has finished).
    func flushToSink() throws {
        guard let sink else { return }
        guard case .array(let rest) = node else { return }
        for element in rest { try sink.append(element) }
        values = []
        boxes = []
    }
}

/// The `Encoder` that builds a payload tree: one per encoding run, reused for every nested value.
final class NodeEncodingSession: Encoder {
    let options: NodeEncoder
    let userInfo: [CodingUserInfoKey: Any]
    /// A key strategy other than the default is set.
    let convertsAnyKeys: Bool
    var path: CodingPathNode = .root
    /// What the value being encoded has produced so far.
    var result: EncodedValue?
    /// Whether keyed containers of the current value apply the key strategy (not for dictionaries).
    var convertsKeys = true
    private var snakeCaseKeys: [String: String] = [:]
    /// Set by `NodeEncoder.encode`: the writer the root value's unkeyed container streams into.
    var rootArraySink: JSONArrayStreamWriter?
    /// The root array that took ``rootArraySink``.
    private(set) var streamedRoot: EncodedArray?
    /// Whether the root value's encoding ended with ``streamedRoot`` as its result.
    var rootResultIsStreamed = false

    init(options: NodeEncoder) {
        self.options = options
        self.userInfo = options.userInfo.mapValues { $0 as Any }
        if case .useDefaultKeys = options.keyEncodingStrategy {
            convertsAnyKeys = false
        } else {
            convertsAnyKeys = true
        }
    }

    var codingPath: [any CodingKey] { path.keys }

    // MARK: Values

    /// The node of one value: the types the options govern directly, else the value's own
    /// `encode(to:)` with this session collecting what it writes.
    ///
    /// The path is an autoclosure: scalars never need it, and building it allocates a link.
    func encodeValue<T: Encodable>(_ value: T, path makePath: @autoclosure () -> CodingPathNode) throws -> Node {
        // Scalars and the types the options govern skip `encode(to:)` (elements of `[String]` come
        // here: `Array` encodes its elements through the generic method).
        if T.self == String.self { return .string(sameType(value)) }
        if T.self == Int.self { return .integer(Int64(sameType(value) as Int)) }
        if T.self == Double.self { return try double(sameType(value), path: makePath()) }
        if T.self == Bool.self { return .bool(sameType(value)) }
        if T.self == Int64.self { return .integer(sameType(value)) }
        if T.self == Date.self { return try encodeDate(sameType(value), path: makePath()) }
        if T.self == Data.self { return try encodeData(sameType(value), path: makePath()) }
        if T.self == URL.self { return .string((sameType(value) as URL).absoluteString) }
        if T.self == Decimal.self { return ScalarRules.node(ofDecimal: sameType(value)) }
        if T.self == Node.self { return sameType(value) }
        let rawKeys = convertsAnyKeys && T.self is any StringKeyedDictionary.Type
        return try collect(path: makePath(), rawKeys: rawKeys) { try value.encode(to: self) }
    }

    /// Runs `body` (which encodes into this session) at `path` and returns what it produced; a value
    /// that wrote nothing is an empty object, as in `JSONEncoder`.
    func collect(path: CodingPathNode, rawKeys: Bool = false, _ body: () throws -> Void) throws -> Node {
        let saved = (self.result, self.path, self.convertsKeys)
        self.result = nil
        self.path = path
        self.convertsKeys = !rawKeys
        defer { (self.result, self.path, self.convertsKeys) = saved }
        try body()
        if streamedRoot != nil, case .root = path {
            // The last value written at the root decides (a root value may write twice). A node
            // result was set by a scalar write (which cleared the flag) or by a nested value at the
            // root, whose own `collect` decided.
            switch result {
            case .array(let box)?: rootResultIsStreamed = box === streamedRoot
            case .node?: break
            default: rootResultIsStreamed = false
            }
        }
        return result?.node ?? .emptyObject
    }

    func encodeDate(_ date: Date, path: CodingPathNode) throws -> Node {
        switch options.dateEncodingStrategy {
        case .iso8601: return .string(ISO8601Scanner.string(from: date))
        case .serializer(let serializer): return .string(serializer.string(from: date))
        case .formatted(let formatter): return .string(formatter.string(from: date))
        case .secondsSince1970: return try double(date.timeIntervalSince1970, path: path)
        case .millisecondsSince1970: return try double(date.timeIntervalSince1970 * 1000, path: path)
        case .deferredToDate: return try collect(path: path) { try date.encode(to: self) }
        case .custom(let encode): return try collect(path: path) { try encode(date, self) }
        }
    }

    func encodeData(_ data: Data, path: CodingPathNode) throws -> Node {
        switch options.dataEncodingStrategy {
        case .base64: return .string(data.base64EncodedString())
        case .deferredToData: return try collect(path: path) { try data.encode(to: self) }
        case .custom(let encode): return try collect(path: path) { try encode(data, self) }
        }
    }

    // MARK: Scalars

    func double(_ value: Double, path: CodingPathNode) throws -> Node {
        if value.isFinite { return .double(value) }
        return try nonConforming(value, path: path)
    }

    func float(_ value: Float, path: CodingPathNode) throws -> Node {
        // The shortest text that reads back as this Float, not the widened Double's digits.
        if value.isFinite { return .double(Double(value), literal: value.description) }
        return try nonConforming(value, path: path)
    }

    private func nonConforming<F: BinaryFloatingPoint>(_ value: F, path: CodingPathNode) throws -> Node {
        guard case .convertToString(let positive, let negative, let nan) = options.nonConformingFloatEncodingStrategy
        else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: path.keys,
                    debugDescription:
                        "\(value) at \"\(path.payloadKeyPath(after: nil))\" cannot be written as a number (set nonConformingFloatEncodingStrategy)."
                ))
        }
        if value.isNaN { return .string(nan) }
        return .string(value > 0 ? positive : negative)
    }

    static func integer<T: FixedWidthInteger>(_ value: T) -> Node {
        if let exact = Int64(exactly: value) { return .integer(exact) }
        return .double(Double(value), literal: String(value))
    }

    // MARK: Keys

    func payloadKey(_ key: some CodingKey, in path: CodingPathNode) -> String {
        guard convertsAnyKeys else { return key.stringValue }
        switch options.keyEncodingStrategy {
        case .useDefaultKeys: return key.stringValue
        case .convertToSnakeCase:
            let name = key.stringValue
            if let cached = snakeCaseKeys[name] { return cached }
            let converted = KeyCaseConversion.snakeCase(fromCamelCase: name)
            snakeCaseKeys[name] = converted
            return converted
        case .custom(let convert): return convert(path.appending(key).keys).stringValue
        }
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: EncodedObject
        if case .object(let existing)? = result {
            box = existing
        } else {
            box = EncodedObject()
            result = .object(box)
        }
        return KeyedEncodingContainer(
            NodeKeyedEncodingContainer<Key>(session: self, box: box, path: path, convertsKeys: convertsKeys))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: EncodedArray
        if case .array(let existing)? = result {
            box = existing
        } else if let sink = rootArraySink, case .root = path {
            box = EncodedArray(sink: sink)
            rootArraySink = nil
            streamedRoot = box
            result = .array(box)
        } else {
            box = EncodedArray()
            result = .array(box)
        }
        return NodeUnkeyedEncodingContainer(session: self, box: box, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension NodeEncodingSession {
    /// A separate encoder for `superEncoder()`, whose result is read when the parent is finished.
    func detachedEncoder(path: CodingPathNode) -> (encoder: NodeEncodingSession, value: EncodedValue) {
        let session = NodeEncodingSession(options: options)
        session.path = path
        return (session, .deferred(session))
    }
}
