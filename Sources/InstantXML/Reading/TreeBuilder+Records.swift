@_spi(Readers) import InstantModel

/// Record elements read into a mapper's fields (``RecordFields``) instead of an object.
///
/// An element whose tree would be an object of child elements with distinct names (no
/// `nil="true"`, no type hint, no attributes, no text of its own) holds, under each child's name,
/// exactly that child's value: the XML rules give such an element no repeated-name arrays and no
/// list form. Its children's values then go straight to the slots of the names the plan reads,
/// the others are dropped, and the plan maps the fields as it would map the object.
///
/// Two kinds of element are offered to a mapper so: the elements of a collection streamed while a
/// document is read (``XMLElementStream/records``), and the values a streaming reader completes
/// for a mapper that maps them as they come (``rootRecords``, ``XMLPushCursor``).
extension TreeBuilder {
    /// Whether the closed element `frame` is such a record.
    func isPlainRecord(_ frame: Frame) -> Bool {
        guard !frame.isNil, frame.hint == nil, frame.attributeCount == 0, children.count > frame.childStart,
            !hasOwnText(frame)
        else { return false }
        return namesAreDistinct(frame, hasText: false)
    }

    /// Whether the element has text of its own besides whitespace.
    private func hasOwnText(_ frame: Frame) -> Bool {
        text.count > frame.textStart && !XMLText.trimmedRange(text.bytes(from: frame.textStart)).isEmpty
    }

    /// Moves the children of `frame` into `fields` by name, dropping those no slot reads.
    mutating func readRecord(_ frame: Frame, into fields: RecordFields) {
        for index in frame.childStart..<children.count {
            // Field by field, in place: moving the whole child out would copy its value.
            let child = children.base + index
            let slot = slot(ofName: child.pointee.id, key: child.pointee.key, in: fields)
            if slot >= 0 {
                withUnsafeMutablePointer(to: &child.pointee.value) { fields.put($0.move(), at: slot) }
            } else {
                withUnsafeMutablePointer(to: &child.pointee.value) { _ = $0.deinitialize(count: 1) }
            }
            withUnsafeMutablePointer(to: &child.pointee.key) { _ = $0.deinitialize(count: 1) }
        }
        children.forgetMovedElements(from: frame.childStart)
    }

    /// The slot of a record's child element named `key` (name number `id`), or -1. A parse reads
    /// into one set of fields, so the answer is kept per name number.
    @inline(__always)
    private mutating func slot(ofName id: Int, key: String, in fields: RecordFields) -> Int {
        if id < recordSlots.count {
            let known = recordSlots[id]
            if known != -2 { return known }
        }
        if id >= recordSlots.count { recordSlots += repeatElement(-2, count: id + 1 - recordSlots.count) }
        let slot = fields.slot(for: key)
        recordSlots[id] = slot
        return slot
    }

    /// Maps the value root just read into `records`' fields, then empties them. What the mapping
    /// threw stops the parser; the reader's owner throws it.
    mutating func endRootRecord(_ records: RecordReading) throws(ParseError) -> Closed {
        defer { records.fields.reset() }
        do {
            try records.end()
        } catch {
            recordFailure = error
            throw Self.streamStopped
        }
        return .rootRecord
    }
}
