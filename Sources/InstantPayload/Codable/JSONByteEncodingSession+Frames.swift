import Foundation

/// The open containers of the byte route: opening, entering and closing them, and the keys.
extension JSONByteEncodingSession {
    /// The frame serial of the current value's container of this kind, opened now if it has none;
    /// `-1` (a container whose every write fails) when the value already wrote something else.
    func slotContainer(isObject: Bool) -> Int {
        switch state.slot.content {
        case .nothing:
            let serial = openFrame(isObject: isObject, convertsKeys: state.slot.convertsKeys)
            state.slot.content = .container(serial)
            return serial
        case .container(let serial) where isOpen(serial, isObject: isObject):
            // Asked again (as `Encoder` allows): the same container, as on the tree route.
            return serial
        default:
            state.failed = true
            return -1
        }
    }

    /// Writes `{` or `[` and makes a new frame the innermost; returns its serial.
    func openFrame(isObject: Bool, convertsKeys: Bool) -> Int {
        let serial = state.nextSerial
        state.nextSerial += 1
        let depth = state.top.depth + 1
        if state.top.serial != 0 { state.outer.append(state.top) }
        state.top = ByteFrame(
            serial: serial, depth: depth, isObject: isObject, convertsKeys: convertsKeys,
            keyRunsStart: state.keyRuns.count)
        state.emitter.bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        return serial
    }

    /// Writes the closing bytes of every frame at `depth` or deeper.
    func closeFrames(downTo depth: Int) {
        while state.top.depth >= depth {
            state.emitter.bytes.append(state.top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
            if state.top.isObject { state.keyRuns.removeSubrange(state.top.keyRunsStart...) }
            state.top = state.outer.popLast() ?? .none
        }
    }

    private func isOpen(_ serial: Int, isObject: Bool) -> Bool {
        if state.top.serial == serial { return state.top.isObject == isObject }
        return state.outer.contains { $0.serial == serial && $0.isObject == isObject }
    }

    /// Makes the frame `serial` the innermost before a write to it, closing the frames opened inside
    /// it; throws when it is closed or belongs to a value around the current one.
    @inline(__always)
    func enter(_ serial: Int) throws {
        if state.top.serial == serial, state.top.depth >= state.slot.depth, !state.failed { return }
        try enterOuter(serial)
    }

    /// Marks the run failed; the error to throw.
    func fail() -> ByteRouteFallback {
        state.failed = true
        return ByteRouteFallback()
    }

    private func enterOuter(_ serial: Int) throws {
        guard !state.failed,
            let frame = state.outer.last(where: { $0.serial == serial }),
            frame.depth >= state.slot.depth
        else { throw fail() }
        closeFrames(downTo: frame.depth + 1)
    }

    /// Writes the separator and `"key":` of the next member of object `serial`.
    func writeKey<Key: CodingKey>(_ key: Key, serial: Int, path: CodingPathNode) throws {
        try enter(serial)
        let name = convertsAnyKeys && state.top.convertsKeys ? payloadKey(key, in: path) : key.stringValue
        // Objects of one type write their keys in one order: the key last written at this member
        // position and depth is most likely this one.
        let slot = (state.top.depth &* 16 &+ state.top.count) & (JSONByteEncodingState.keyCacheSize - 1)
        if state.top.count > 0 { state.emitter.bytes.append(UInt8(ascii: ",")) }
        state.top.count += 1
        let start = state.emitter.bytes.count
        let length: Int
        let bit: UInt64
        if state.keyCache[slot].name == name {
            length = state.keyCache[slot].length
            bit = state.keyCache[slot].bit
            state.emitter.bytes.append(state.keyCache[slot].words, count: length + 1)
        } else {
            var rawCount = 0
            var first: UInt8 = 0
            let wrote: Void? = name.utf8.withContiguousStorageIfAvailable { utf8 in
                rawCount = utf8.count
                first = utf8.first ?? 0
                state.emitter.writeQuoted(utf8)
            }
            if wrote == nil {
                state.emitter.writeString(name)
                rawCount = name.utf8.count
                first = name.utf8.first ?? 0
            }
            length = state.emitter.bytes.count - start
            bit = EncodedObject.keyFilterBit(count: rawCount, first: first)
            state.emitter.bytes.append(UInt8(ascii: ":"))
            if length < 24 {
                state.keyCache[slot] = CachedKey(
                    name: name, words: state.emitter.bytes.words(at: start, count: length + 1), length: length,
                    bit: bit)
            }
        }
        if state.top.keyFilter & bit != 0 { try checkRepeatedKey(at: start, length: length) }
        state.top.keyFilter |= bit
        guard length < 1 << 24 else { throw fail() }
        state.keyRuns.append(start << 24 | length)
    }

    /// A key whose filter bit is set: the tree route merges it into an earlier equal key (equal as
    /// `String`s, so canonically equivalent non-ASCII keys too); the byte route gives way when a
    /// key equals an earlier one byte for byte, or when non-ASCII keys make that test too narrow.
    private func checkRepeatedKey(at start: Int, length: Int) throws {
        let bytes = state.emitter.bytes
        var repeated = bytes.containsNonASCII(at: start, count: length)
        var index = state.top.keyRunsStart
        while !repeated, index < state.keyRuns.count {
            let (other, otherLength) = (state.keyRuns[index] >> 24, state.keyRuns[index] & (1 << 24 - 1))
            repeated =
                bytes.containsNonASCII(at: other, count: otherLength)
                || (otherLength == length && bytes.bytesEqual(at: other, start, count: length))
            index += 1
        }
        if repeated { throw fail() }
    }

    /// Writes the separator before the next element of array `serial`; returns the element's index.
    func beginElement(_ serial: Int) throws -> Int {
        try enter(serial)
        if state.top.count > 0 { state.emitter.bytes.append(UInt8(ascii: ",")) }
        state.top.count += 1
        return state.top.count - 1
    }

    /// The elements written to array `serial` (0 once it is closed, which sends the run to the tree).
    func elementCount(_ serial: Int) -> Int {
        if state.top.serial == serial { return state.top.count }
        if let frame = state.outer.last(where: { $0.serial == serial }) { return frame.count }
        state.failed = true
        return 0
    }

    /// The start of a single value: the current value must have written nothing yet.
    func beginSingleValue() throws {
        guard case .nothing = state.slot.content, !state.failed else { throw fail() }
        state.slot.content = .scalar
    }
}
