import Foundation
@_spi(Unsafe) @_spi(Writers) import InstantPayload

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
/// One writer is used by one thread, and no access to its ``JSONDirectWriterState`` spans a call
/// that reaches it again (``UncheckedStateObject``).
final class JSONDirectWriter: UncheckedStateObject<JSONDirectWriterState> {
    /// A NaN or infinite number met while writing directly (see the type's description).
    struct NonFiniteNumber: Error {}

    /// An object being written: where it starts and how many members it holds so far.
    struct OpenObject {
        let start: Int
        var members = 0
    }

    /// The run whose options, scheme, plans, cycle check and error path the writing uses.
    let context: MappingContext
    /// The run's date serializer, read once (not copied out of the options per date).
    let dateSerializer: DateSerializer
    /// Whether the serializer writes the built-in ISO 8601 form, copied straight into the output.
    let datesAsISO8601: Bool

    /// Whether the direct path writes what `JSONWriter` writes with `options` (sorted keys: no).
    static func supports(_ options: JSONWriter.Options) -> Bool {
        !options.contains(.sortedKeys)
    }

    init(options: JSONWriter.Options, context: MappingContext) {
        self.context = context
        dateSerializer = context.options.dateSerializer
        datesAsISO8601 = dateSerializer.writesISO8601
        super.init(state: JSONDirectWriterState(emitter: JSONEmitter(options: options)))
    }

    deinit {
        if !state.taken { state.emitter.bytes.destroy() }
    }

    // MARK: Documents

    /// Writes `object` as the whole document.
    func writeDocument(_ object: any Mappable) throws {
        do {
            try writeModel(object)
        } catch is NonFiniteNumber {
            state.emitter.bytes.truncate(to: 0)
            state.depth = 0
            let node = try context.encodeModel(object)
            do {
                try state.emitter.write(node, depth: 0)
            } catch {
                throw JSONWriterError.nonFiniteNumber(keyPath: error.path.keyPath)
            }
        }
    }

    /// Writes `object` as the next element of a top-level array, as ``JSONArrayStreamWriter`` does.
    func appendElement(_ object: any Mappable) throws {
        state.emitter.bytes.append(state.elementCount == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
        state.emitter.newline(depth: 1)
        let start = state.emitter.bytes.count
        let index = state.elementCount
        state.depth = 1
        do {
            try context.descend(into: .index(index)) { try writeModel(object) }
        } catch is NonFiniteNumber {
            state.emitter.bytes.truncate(to: start)
            state.depth = 1
            let node = try context.descend(into: .index(index)) { try context.encodeModel(object) }
            do {
                try state.emitter.write(node, depth: 1)
            } catch {
                var failure = error
                failure.path.prepend(.index(index))
                throw JSONWriterError.nonFiniteNumber(keyPath: failure.path.keyPath)
            }
        }
        state.elementCount += 1
    }

    /// The top-level array's bytes (`[]` when nothing was appended); call once, instead of ``finish()``.
    func finishArray() -> Data {
        if state.elementCount == 0 {
            state.emitter.bytes.append("[]")
        } else {
            state.emitter.newline(depth: 0)
            state.emitter.bytes.append(UInt8(ascii: "]"))
        }
        return finish()
    }

    /// The bytes written; call once.
    func finish() -> Data {
        state.taken = true
        return state.emitter.bytes.takeData()
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
        if type == state.lastDefaultType { return true }
        let keeps: Bool
        if let known = state.hookAnswers[type] {
            keeps = known
        } else {
            keeps = ModelHooks.keeps(.encode, Swift.type(of: model))
            state.hookAnswers[type] = keeps
        }
        if keeps { state.lastDefaultType = type }
        return keeps
    }

    // MARK: Objects

    /// Starts an object at the current position.
    func openObject() -> OpenObject {
        let object = OpenObject(start: state.emitter.bytes.count)
        state.emitter.bytes.append(UInt8(ascii: "{"))
        return object
    }

    /// Writes a member's separator and key, and enters its value; returns where the member starts.
    func openMember(_ key: JSONKey, in object: OpenObject) -> Int {
        let start = state.emitter.bytes.count
        if object.members > 0 { state.emitter.bytes.append(UInt8(ascii: ",")) }
        state.emitter.newline(depth: state.depth + 1)
        if state.emitter.escapeSlashes, key.hasSlash {
            state.emitter.writeString(key.text)
            state.emitter.bytes.append(UInt8(ascii: ":"))
        } else {
            state.emitter.bytes.append(
                key.quotedWithColon.baseAddress.unsafelyUnwrapped, count: key.quotedWithColon.count)
        }
        if state.emitter.prettyPrinted { state.emitter.bytes.append(UInt8(ascii: " ")) }
        state.depth += 1
        return start
    }

    /// Leaves a member's value: counts the member when its value was written, else takes it back out.
    func closeMember(written: Bool, start: Int, in object: inout OpenObject) {
        state.depth -= 1
        if written {
            object.members += 1
        } else {
            state.emitter.bytes.truncate(to: start)
        }
    }

    /// Ends an object (`{}` when no member was written).
    func closeObject(_ object: OpenObject) {
        if object.members == 0 {
            state.emitter.bytes.truncate(to: object.start)
            state.emitter.bytes.append("{}")
        } else {
            state.emitter.newline(depth: state.depth)
            state.emitter.bytes.append(UInt8(ascii: "}"))
        }
    }

    // MARK: Arrays

    /// Writes the `count` elements at `base` (`stride` bytes apart) with `element`'s writer, a nil
    /// element as `null`.
    func writeArray(
        _ base: UnsafeRawPointer?, count: Int, stride: Int, element: JSONValueWriters.Writer
    ) throws {
        guard let base, count > 0 else { return state.emitter.bytes.append("[]") }
        state.emitter.bytes.append(UInt8(ascii: "["))
        state.depth += 1
        var index = 0
        do {
            while index < count {
                if index > 0 { state.emitter.bytes.append(UInt8(ascii: ",")) }
                state.emitter.newline(depth: state.depth)
                if try !element(base + index * stride, self) { state.emitter.bytes.append("null") }
                index += 1
            }
        } catch {
            // Only a throw pays for naming the element (the loop stays as it was).
            throw context.locating(error, in: .index(index))
        }
        state.depth -= 1
        state.emitter.newline(depth: state.depth)
        state.emitter.bytes.append(UInt8(ascii: "]"))
    }

    // MARK: Values

    /// Writes a tree at the current position.
    func write(_ node: Node) throws {
        do {
            try state.emitter.write(node, depth: state.depth)
        } catch {
            throw NonFiniteNumber()
        }
    }

    func writeString(_ value: String) {
        state.emitter.writeString(value)
    }

    /// Writes a date as the run's serializer spells it.
    func writeDate(_ date: Date) {
        if datesAsISO8601 {
            state.emitter.writeISO8601(date)
        } else {
            state.emitter.writeString(dateSerializer.string(from: date))
        }
    }

    func writeBool(_ value: Bool) {
        state.emitter.bytes.append(value ? "true" : "false")
    }

    func writeInteger(_ value: Int64) {
        state.emitter.writeInteger(value)
    }

    func writeDouble(_ value: Double, literal: String?) throws {
        do {
            try state.emitter.writeDouble(value, literal: literal)
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

/// The mutable members of a ``JSONDirectWriter``.
struct JSONDirectWriterState {
    /// The output and its formatting.
    var emitter: JSONEmitter
    /// The nesting depth of the value being written (for pretty output).
    var depth = 0
    /// Whether ``JSONDirectWriter/finish()`` took the output.
    var taken = false
    /// The number of top-level array elements written.
    var elementCount = 0
    /// Whether each model type seen in this run keeps the default `encode(in:)`.
    var hookAnswers: [ObjectIdentifier: Bool] = [:]
    /// The last model type known to keep the default, checked before ``hookAnswers``.
    var lastDefaultType: ObjectIdentifier?
}
