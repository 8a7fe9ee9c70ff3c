import Foundation

/// The `Encoder` of ``NodeEncoder/encode(_:)``'s byte route: containers write JSON straight into one
/// output buffer, with the ``JSONEmitter`` that ``JSONWriter`` writes trees with, so the bytes are
/// the tree route's.
///
/// Keyed containers write `"key":value`, unkeyed ones their elements, the single-value container
/// a scalar; a nested container or a nested `encode(to:)` writes in place. What a linear writer
/// cannot serve (a container written after a later one opened past it, a key written twice in one
/// object, `superEncoder`, a value asking for two kinds of container) marks the run failed, and
/// ``NodeEncoder`` encodes the value again on the tree route. So does any error, so errors are the
/// tree route's too. One instance per run, used by one thread: the `UncheckedStateObject` invariant.
final class JSONByteEncodingSession: UncheckedStateObject<JSONByteEncodingState>, Encoder {
    let options: NodeEncoder
    let userInfo: [CodingUserInfoKey: Any]
    /// A key strategy other than the default is set.
    let convertsAnyKeys: Bool
    private var taken = false

    /// Whether the byte route serves these options (sorted keys and pretty printing need the tree).
    static func serves(_ options: NodeEncoder) -> Bool {
        options.jsonWriterOptions.isDisjoint(with: [.sortedKeys, .prettyPrinted])
    }

    init(options: NodeEncoder) {
        self.options = options
        self.userInfo = options.userInfo.isEmpty ? [:] : options.userInfo.mapValues { $0 as Any }
        if case .useDefaultKeys = options.keyEncodingStrategy {
            convertsAnyKeys = false
        } else {
            convertsAnyKeys = true
        }
        super.init(state: JSONByteEncodingState(emitter: JSONEmitter(options: options.jsonWriterOptions)))
    }

    deinit {
        if !taken { state.emitter.bytes.destroy() }
    }

    /// The JSON bytes of `value`; throws ``ByteRouteFallback`` (or the error that ended the run)
    /// when the tree route must answer instead.
    func encodeRoot<T: Encodable>(_ value: T) throws -> Data {
        try encodeValue(value, parent: .root, step: .none)
        if state.failed { throw ByteRouteFallback() }
        taken = true
        return state.emitter.bytes.takeData()
    }

    var codingPath: [any CodingKey] { state.slot.path.keys }

    // MARK: Values

    /// Writes one value: the types the options govern directly, else the value's own `encode(to:)`
    /// writing in place. The path is the parent's plus one step, linked only if someone needs it.
    func encodeValue<T: Encodable>(
        _ value: T, parent: CodingPathNode, step makeStep: @autoclosure () -> CodingPathStep
    ) throws {
        if T.self == String.self { return state.emitter.writeString(sameType(value)) }
        if T.self == Int.self { return state.emitter.writeInteger(Int64(sameType(value) as Int)) }
        if T.self == Double.self { return try writeDouble(sameType(value)) }
        if T.self == Bool.self { return writeBool(sameType(value)) }
        if T.self == Int64.self { return state.emitter.writeInteger(sameType(value)) }
        if T.self == Date.self { return try writeDate(sameType(value), parent: parent, step: makeStep) }
        if T.self == Data.self { return try writeData(sameType(value), parent: parent, step: makeStep) }
        if T.self == URL.self { return state.emitter.writeString((sameType(value) as URL).absoluteString) }
        if T.self == Decimal.self { return try writeNode(ScalarRules.node(ofDecimal: sameType(value))) }
        if T.self == Node.self { return try writeNode(sameType(value)) }
        let rawKeys = convertsAnyKeys && T.self is any StringKeyedDictionary.Type
        try nested(parent: parent, step: makeStep(), rawKeys: rawKeys) { try value.encode(to: self) }
    }

    /// Runs `body` (which encodes into this session) as a new value; a value that wrote nothing is
    /// an empty object, as on the tree route.
    func nested(parent: CodingPathNode, step: CodingPathStep, rawKeys: Bool = false, _ body: () throws -> Void)
        throws
    {
        let saved = state.slot
        state.slot = ByteSlot(depth: state.top.depth + 1, parent: parent, step: step, convertsKeys: !rawKeys)
        do {
            try body()
        } catch {
            state.failed = true
            throw error
        }
        switch state.slot.content {
        case .nothing: state.emitter.bytes.append("{}")
        case .scalar: break
        case .container: closeFrames(downTo: state.slot.depth)
        }
        state.slot = saved
    }

    func writeDate(_ date: Date, parent: CodingPathNode, step: () -> CodingPathStep) throws {
        switch options.dateEncodingStrategy {
        case .iso8601: state.emitter.writeISO8601(date)
        case .serializer(let serializer):
            if serializer.writesISO8601 {
                state.emitter.writeISO8601(date)
            } else {
                state.emitter.writeString(serializer.string(from: date))
            }
        case .formatted(let formatter): state.emitter.writeString(formatter.string(from: date))
        case .secondsSince1970: try writeDouble(date.timeIntervalSince1970)
        case .millisecondsSince1970: try writeDouble(date.timeIntervalSince1970 * 1000)
        case .deferredToDate: try nested(parent: parent, step: step()) { try date.encode(to: self) }
        case .custom(let encode): try nested(parent: parent, step: step()) { try encode(date, self) }
        }
    }

    func writeData(_ data: Data, parent: CodingPathNode, step: () -> CodingPathStep) throws {
        switch options.dataEncodingStrategy {
        case .base64: state.emitter.writeString(data.base64EncodedString())
        case .deferredToData: try nested(parent: parent, step: step()) { try data.encode(to: self) }
        case .custom(let encode): try nested(parent: parent, step: step()) { try encode(data, self) }
        }
    }

    // MARK: Scalars

    func writeBool(_ value: Bool) {
        state.emitter.bytes.append(value ? "true" : "false")
    }

    func writeNull() {
        state.emitter.bytes.append("null")
    }

    func writeDouble(_ value: Double) throws {
        guard value.isFinite else { return try writeNonConforming(value) }
        try writeDouble(value, literal: nil)
    }

    func writeFloat(_ value: Float) throws {
        // The shortest text that reads back as this Float, as on the tree route.
        guard value.isFinite else { return try writeNonConforming(value) }
        try writeDouble(Double(value), literal: value.description)
    }

    func writeInteger<T: FixedWidthInteger>(_ value: T) throws {
        if let exact = Int64(exactly: value) { return state.emitter.writeInteger(exact) }
        try writeDouble(Double(value), literal: String(value))
    }

    private func writeDouble(_ value: Double, literal: String?) throws {
        do {
            try state.emitter.writeDouble(value, literal: literal)
        } catch {
            throw fail()
        }
    }

    private func writeNonConforming<F: BinaryFloatingPoint>(_ value: F) throws {
        guard case .convertToString(let positive, let negative, let nan) = options.nonConformingFloatEncodingStrategy
        else { throw fail() }
        state.emitter.writeString(value.isNaN ? nan : value > 0 ? positive : negative)
    }

    /// A node through the tree writer's own code (numbers, decimals, `Node` values).
    func writeNode(_ node: Node) throws {
        do {
            try state.emitter.write(node, depth: 0)
        } catch {
            throw fail()
        }
    }

    // MARK: Keys

    func payloadKey(_ key: some CodingKey, in path: CodingPathNode) -> String {
        switch options.keyEncodingStrategy {
        case .useDefaultKeys: return key.stringValue
        case .convertToSnakeCase:
            let name = key.stringValue
            if let cached = state.snakeCaseKeys[name] { return cached }
            let converted = KeyCaseConversion.snakeCase(fromCamelCase: name)
            state.snakeCaseKeys[name] = converted
            return converted
        case .custom(let convert): return convert(path.appending(key).keys).stringValue
        }
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let path = state.slot.path
        return KeyedEncodingContainer(
            JSONByteKeyedEncodingContainer<Key>(session: self, serial: slotContainer(isObject: true), path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = state.slot.path
        return JSONByteUnkeyedEncodingContainer(session: self, serial: slotContainer(isObject: false), path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension NodeEncoder {
    /// The tree route of ``encode(_:)``: the value's tree, written with ``JSONWriter`` (a root array
    /// element by element).
    func encodeThroughTree<T: Encodable>(_ value: T) throws -> Data {
        let session = NodeEncodingSession(options: self)
        let writer = JSONArrayStreamWriter(options: jsonWriterOptions)
        session.rootArraySink = writer
        let node = try session.encodeValue(value, path: .root)
        if session.rootResultIsStreamed, let root = session.streamedRoot {
            try root.flushToSink()
            return writer.finish()
        }
        return try JSONWriter(options: jsonWriterOptions).write(node)
    }
}
