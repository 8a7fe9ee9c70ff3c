import Foundation
@_spi(Writers) import InstantPayload

/// Writes models as JSON straight from their compiled plans, without building a `Node` tree: the
/// bytes are those `JSONWriter` writes for the tree of ``JSONMapper/jsonNode(ofObject:)``.
///
/// Each object is written member by member; a member whose value turns out nil, and a dotted group
/// (`address.street`, `address.city`) that ends up empty, are taken back out of the output. A value
/// with no direct writer is written from its node. A NaN or infinite number stops the direct
/// writing of that top-level object, which is then written again through its tree, so its error
/// (a mapping error met later in the tree, else the writer's, with its keypath) is the tree path's.
///
/// A class, so the output is freed whatever path the caller leaves by unless ``finish()`` took it.
final class JSONDirectWriter {
    /// A NaN or infinite number met while writing directly (see the type's description).
    struct NonFiniteNumber: Error {}

    /// An object being written: where it starts and how many members it holds so far.
    struct OpenObject {
        let start: Int
        var members = 0
    }

    // One writer is used by one thread and no access to its state overlaps another, so the
    // runtime's exclusivity checks (a call per access) are skipped.
    @exclusivity(unchecked) private var emitter: JSONEmitter
    /// The run whose options, scheme, plans, cycle check and error path the writing uses.
    let context: MappingContext
    /// The run's date serializer, read once (not copied out of the options per date).
    let dateSerializer: DateSerializer
    /// The nesting depth of the value being written (for pretty output).
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var taken = false
    /// The number of top-level array elements written.
    @exclusivity(unchecked) private var elementCount = 0
    /// Whether each model type seen in this run keeps the default `encode(in:)`.
    @exclusivity(unchecked) private var hookAnswers: [ObjectIdentifier: Bool] = [:]
    /// The last model type known to keep the default, checked before ``hookAnswers``.
    @exclusivity(unchecked) private var lastDefaultType: ObjectIdentifier?

    /// Whether the direct path writes what `JSONWriter` writes with `options` (sorted keys: no).
    static func supports(_ options: JSONWriter.Options) -> Bool {
        !options.contains(.sortedKeys)
    }

    init(options: JSONWriter.Options, context: MappingContext) {
        emitter = JSONEmitter(options: options)
        self.context = context
        dateSerializer = context.options.dateSerializer
    }

    deinit {
        if !taken { emitter.bytes.destroy() }
    }

    // MARK: Documents

    /// Writes `object` as the whole document.
    func writeDocument(_ object: any Mappable) throws {
        do {
            try writeModel(object)
        } catch is NonFiniteNumber {
            emitter.bytes.truncate(to: 0)
            depth = 0
            let node = try context.encodeModel(object)
            do {
                try emitter.write(node, depth: 0)
            } catch {
                throw JSONWriterError.nonFiniteNumber(keyPath: error.path.keyPath)
            }
        }
    }

    /// Writes `object` as the next element of a top-level array, as ``JSONArrayStreamWriter`` does.
    func appendElement(_ object: any Mappable) throws {
        emitter.bytes.append(elementCount == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
        emitter.newline(depth: 1)
        let start = emitter.bytes.count
        let index = elementCount
        depth = 1
        do {
            try context.descend(into: .index(index)) { try writeModel(object) }
        } catch is NonFiniteNumber {
            emitter.bytes.truncate(to: start)
            depth = 1
            let node = try context.descend(into: .index(index)) { try context.encodeModel(object) }
            do {
                try emitter.write(node, depth: 1)
            } catch {
                var failure = error
                failure.path.prepend(.index(index))
                throw JSONWriterError.nonFiniteNumber(keyPath: failure.path.keyPath)
            }
        }
        elementCount += 1
    }

    /// The top-level array's bytes (`[]` when nothing was appended); call once, instead of ``finish()``.
    func finishArray() -> Data {
        if elementCount == 0 {
            emitter.bytes.append("[]")
        } else {
            emitter.newline(depth: 0)
            emitter.bytes.append(UInt8(ascii: "]"))
        }
        return finish()
    }

    /// The bytes written; call once.
    func finish() -> Data {
        taken = true
        return emitter.bytes.takeData()
    }

    // MARK: Models

    /// Writes `object` by its plan (its tree when the plan has no object layout), with the cycle
    /// check of ``MappingContext/encodeModel(_:)``.
    func writeModel(_ object: any Mappable) throws {
        try context.encoding(object) { plan in
            if let steps = plan.jsonSteps {
                try plan.writeJSON(object, steps: steps, to: self)
            } else {
                try write(try plan.encode(object, in: context))
            }
        }
    }

    /// Writes a child model as its `encode(in:)` would: by its plan when its type keeps the default,
    /// else from the node the override returns (false when that is `null`).
    func writeChildModel<Model: Mappable>(_ model: Model) throws -> Bool {
        if keepsDefaultEncode(model) {
            try writeModel(model)
            return true
        }
        let node = try model.encode(in: context)
        if case .null = node { return false }
        try write(node)
        return true
    }

    private func keepsDefaultEncode(_ model: any Mappable) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: model))
        if type == lastDefaultType { return true }
        let keeps: Bool
        if let known = hookAnswers[type] {
            keeps = known
        } else {
            keeps = ModelHooks.keeps(.encode, Swift.type(of: model))
            hookAnswers[type] = keeps
        }
        if keeps { lastDefaultType = type }
        return keeps
    }

    // MARK: Objects

    /// Starts an object at the current position.
    func openObject() -> OpenObject {
        let object = OpenObject(start: emitter.bytes.count)
        emitter.bytes.append(UInt8(ascii: "{"))
        return object
    }

    /// Writes a member's separator and key, and enters its value; returns where the member starts.
    func openMember(_ key: JSONKey, in object: OpenObject) -> Int {
        let start = emitter.bytes.count
        if object.members > 0 { emitter.bytes.append(UInt8(ascii: ",")) }
        emitter.newline(depth: depth + 1)
        if emitter.escapeSlashes, key.hasSlash {
            emitter.writeString(key.text)
            emitter.bytes.append(UInt8(ascii: ":"))
        } else {
            emitter.bytes.append(key.quotedWithColon.baseAddress.unsafelyUnwrapped, count: key.quotedWithColon.count)
        }
        if emitter.prettyPrinted { emitter.bytes.append(UInt8(ascii: " ")) }
        depth += 1
        return start
    }

    /// Leaves a member's value: counts the member when its value was written, else takes it back out.
    func closeMember(written: Bool, start: Int, in object: inout OpenObject) {
        depth -= 1
        if written {
            object.members += 1
        } else {
            emitter.bytes.truncate(to: start)
        }
    }

    /// Ends an object (`{}` when no member was written).
    func closeObject(_ object: OpenObject) {
        if object.members == 0 {
            emitter.bytes.truncate(to: object.start)
            emitter.bytes.append("{}")
        } else {
            emitter.newline(depth: depth)
            emitter.bytes.append(UInt8(ascii: "}"))
        }
    }

    // MARK: Arrays

    /// Writes the `count` elements at `base` (`stride` bytes apart) with `element`'s writer, a nil
    /// element as `null`.
    func writeArray(
        _ base: UnsafeRawPointer?, count: Int, stride: Int, element: JSONValueWriters.Writer
    ) throws {
        guard let base, count > 0 else { return emitter.bytes.append("[]") }
        emitter.bytes.append(UInt8(ascii: "["))
        depth += 1
        for index in 0..<count {
            if index > 0 { emitter.bytes.append(UInt8(ascii: ",")) }
            emitter.newline(depth: depth)
            if try !element(base + index * stride, self) { emitter.bytes.append("null") }
        }
        depth -= 1
        emitter.newline(depth: depth)
        emitter.bytes.append(UInt8(ascii: "]"))
    }

    // MARK: Values

    /// Writes a tree at the current position.
    func write(_ node: Node) throws {
        do {
            try emitter.write(node, depth: depth)
        } catch {
            throw NonFiniteNumber()
        }
    }

    func writeString(_ value: String) {
        emitter.writeString(value)
    }

    func writeBool(_ value: Bool) {
        emitter.bytes.append(value ? "true" : "false")
    }

    func writeInteger(_ value: Int64) {
        emitter.writeInteger(value)
    }

    func writeDouble(_ value: Double, literal: String?) throws {
        do {
            try emitter.writeDouble(value, literal: literal)
        } catch {
            throw NonFiniteNumber()
        }
    }
}

/// An object key compiled for the direct writer: its escaped, quoted form followed by `:`, in memory
/// of its own (kept for the plan's lifetime) so writing it is one copy.
final class JSONKey {
    let text: String
    /// `"key":` as `JSONWriter` writes it without `escapeSlashes`.
    let quotedWithColon: UnsafeMutableBufferPointer<UInt8>
    /// Whether the key holds `/`, written `\/` under `escapeSlashes` (then escaped at write time).
    let hasSlash: Bool

    init(_ text: String) {
        self.text = text
        var emitter = JSONEmitter(options: [])
        emitter.writeString(text)
        emitter.bytes.append(UInt8(ascii: ":"))
        let bytes = emitter.bytes.takeBytes()
        quotedWithColon = .allocate(capacity: bytes.count)
        _ = quotedWithColon.initialize(from: bytes)
        hasSlash = text.utf8.contains(UInt8(ascii: "/"))
    }

    deinit {
        quotedWithColon.deallocate()
    }
}
