@_spi(Readers) import InstantModel

/// Record elements read into a mapper's fields (``RecordFields``) instead of an object.
///
/// A streamed element whose tree would be an object of child elements with distinct names (no
/// `nil="true"`, no type hint, no attributes, no text of its own) holds, under each child's name,
/// exactly that child's value: the XML rules give such an element no repeated-name arrays and no
/// list form. Its children's values then go straight to the slots of the names the plan reads,
/// the others are dropped, and the plan maps the fields as it would map the object.
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

    /// Moves the children of `frame` into `records`' fields by name, dropping those no slot reads.
    mutating func readRecord(_ frame: Frame, into records: RecordReading, stream: XMLElementStream) {
        let fields = records.fields
        for index in frame.childStart..<children.count {
            // Field by field, in place: moving the whole child out would copy its value.
            let child = children.base + index
            let slot = stream.slot(ofName: child.pointee.id, key: child.pointee.key, in: fields)
            if slot >= 0 {
                withUnsafeMutablePointer(to: &child.pointee.value) { fields.put($0.move(), at: slot) }
            } else {
                withUnsafeMutablePointer(to: &child.pointee.value) { _ = $0.deinitialize(count: 1) }
            }
            withUnsafeMutablePointer(to: &child.pointee.key) { _ = $0.deinitialize(count: 1) }
        }
        children.forgetMovedElements(from: frame.childStart)
    }
}
