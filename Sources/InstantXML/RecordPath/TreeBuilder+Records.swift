@_spi(Readers) @_spi(Records) @_spi(Unsafe) import InstantPayload

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
    /// Whether the closed element `frame` is such a record (inlined: see
    /// ``childrenShareOneName(from:)``).
    @inline(__always)
    mutating func isPlainRecord(_ frame: Frame) -> Bool {
        guard !frame.isNil, frame.hint == nil, frame.attributeCount == 0, children.count > frame.childStart,
            !hasOwnText(frame)
        else { return false }
        return namesAreDistinct(frame, hasText: false)
    }

    /// Whether the element has text of its own besides whitespace.
    func hasOwnText(_ frame: Frame) -> Bool {
        text.count > frame.textStart && !XMLText.trimmedRange(text.bytes(from: frame.textStart)).isEmpty
    }

    /// Moves the children of `frame` into `fields` by name, dropping those no slot reads.
    mutating func readRecord(_ frame: Frame, into fields: RecordFields) {
        // The lists waiting among the children (all of them are this element's, see `waitingLists`).
        var nextList = waitingLists.count == 0 ? Int.max : waitingLists.base[0].index
        var listNumber = 0
        for index in frame.childStart..<children.count {
            // Field by field, in place: moving the whole child out would copy its value.
            let child = children.base + index
            let slot = slot(ofName: child.pointee.id, in: fields)
            if index == nextList {
                let item = waitingLists.base[listNumber].item
                listNumber += 1
                nextList = listNumber < waitingLists.count ? waitingLists.base[listNumber].index : Int.max
                // A waiting object is in its nested fields already, `null` in its place here.
                let list = withUnsafeMutablePointer(to: &child.pointee.value) { $0.move() }
                if slot >= 0, case .array(let values) = consume list { fields.putList(values, item: item, at: slot) }
            } else if slot >= 0 {
                withUnsafeMutablePointer(to: &child.pointee.value) { fields.put($0.move(), at: slot) }
            } else {
                withUnsafeMutablePointer(to: &child.pointee.value) { _ = $0.deinitialize(count: 1) }
            }
        }
        children.forgetMovedElements(from: frame.childStart)
        waitingLists.removeAll(from: 0)
    }

    /// The slot of a record's child element whose name is numbered `id`, or -1. A parse reads into
    /// one set of fields, so the answer is kept per name number.
    @inline(__always)
    private mutating func slot(ofName id: Int, in fields: RecordFields) -> Int {
        if id < recordSlots.count {
            let known = recordSlots[id]
            if known != -2 { return known }
        }
        if id >= recordSlots.count { recordSlots += repeatElement(-2, count: id + 1 - recordSlots.count) }
        let slot = fields.slot(for: name(id))
        recordSlots[id] = slot
        return slot
    }

    // MARK: Lists waiting for their record

    /// The records `frame`'s children are read into, if its element may be read as one: a streamed
    /// element, or the value of a push cursor's root.
    func records(readingChildrenOf frame: UnsafePointer<Frame>, isRoot: Bool) -> RecordReading? {
        frame.pointee.isStreamed ? stream?.state.records : isRoot ? rootRecords : nil
    }

    /// For a closed element that is a list by the XML rules (two or more children sharing one name,
    /// and nothing else) directly inside an element that may be read as a record whose plan reads
    /// the list's items through their own slots (`tags.tag`): the items' name. The list then waits
    /// on the stack as its items' values, without a single-key object each; ``readRecord(_:into:)``
    /// hands them to the fields (``RecordFields/putList(_:item:at:)``), and anything else first turns
    /// it into the list the rules make (``expandWaitingLists(from:)``).
    mutating func listItemWaitingForRecord(_ frame: Frame) -> String? {
        guard frames.count > 0, !frame.isNil, frame.hint == nil, frame.attributeCount == 0,
            childrenShareOneName(from: frame.childStart), !hasOwnText(frame),
            let records = records(readingChildrenOf: frames.base + frames.count - 1, isRoot: frames.count == 1)
        else { return nil }
        let slot = slot(ofName: frame.nameID, in: records.fields)
        guard slot >= 0, records.fields.readsListItems(at: slot) else { return nil }
        return name(children.base[frame.childStart].id)
    }

    /// The values of the children from `start`, moved out of the stack.
    mutating func listValues(from start: Int) -> [Node] {
        var values: [Node] = []
        values.reserveCapacity(children.count - start)
        for index in start..<children.count { values.append((children.base + index).move().value) }
        children.forgetMovedElements(from: start)
        return values
    }

    /// Turns the waiting lists among the children from `start` into the lists the XML rules make
    /// (`[{item: value}, …]`), and the waiting objects into the objects, for an element that is not
    /// read as a record after all.
    mutating func expandWaitingLists(from start: Int) {
        while waitingLists.count > 0, waitingLists.top.index >= start {
            let waiting = waitingLists.pop()
            let child = children.base + waiting.index
            if waiting.nestedSlot >= 0, let fields = waiting.fields {
                fields.use { fields in
                    child.pointee.value = .object(fields.nestedFields(at: waiting.nestedSlot)!.takeObject())
                    fields.noteNested(false, at: waiting.nestedSlot)
                }
                continue
            }
            guard case .array(let values) = child.pointee.value else { continue }
            child.pointee.value = .array(values.map { .object(Self.singleKeyObject(waiting.item, $0)) })
        }
    }

    // MARK: Objects waiting for their record

    /// For a closed element whose tree would be an object of leaves with distinct names, directly
    /// inside an element that may be read as a record whose plan reads the object through nested
    /// fields (`address.city`, or a to-one child model laid out by its own plan), with a nested
    /// slot for every leaf: reads the leaves into those fields, as JSON's reader reads an object,
    /// and returns the object's entry for the stack, where `null` holds its place. The fields keep
    /// the leaves' order, so the object can be rebuilt: for a mapper that needs its tree after all,
    /// or by ``expandWaitingLists(from:)`` when its parent is not read as a record.
    mutating func objectWaitingForRecord(_ frame: Frame) -> WaitingList? {
        guard frames.count > 0, !frame.isNil, frame.hint == nil, frame.attributeCount == 0,
            children.count > frame.childStart, !hasOwnText(frame),
            let records = records(readingChildrenOf: frames.base + frames.count - 1, isRoot: frames.count == 1)
        else { return nil }
        let fields = records.fields
        let slot = slot(ofName: frame.nameID, in: fields)
        // A second object for the slot (its parent repeats the name, so it is no record) stays a tree.
        guard slot >= 0, let nested = fields.nestedFields(at: slot), !fields.holdsNested(at: slot),
            namesAreDistinct(frame, hasText: false)
        else { return nil }
        leafSlots.removeAll(from: 0)
        for index in frame.childStart..<children.count {
            let child = children.base + index
            guard case .string = child.pointee.value else { return nil }
            let leafSlot = leafSlot(ofName: child.pointee.id, member: index - frame.childStart, at: slot, in: nested)
            guard leafSlot >= 0 else { return nil }
            leafSlots.push(leafSlot)
        }
        nested.reset()
        for index in frame.childStart..<children.count {
            nested.putMember((children.base + index).move().value, at: leafSlots.base[index - frame.childStart])
        }
        children.forgetMovedElements(from: frame.childStart)
        fields.noteNested(true, at: slot)
        return WaitingList(index: children.count, item: "", nestedSlot: slot, fields: Lent(fields))
    }

    /// The leaf slot (``RecordFields/leafSlot(for:member:)``) of a child element whose name is
    /// numbered `id` in `nested`, the nested fields of the records' slot `slot`, or -1. Kept per
    /// name number for the last slot asked about (a record usually has one such object).
    @inline(__always)
    private mutating func leafSlot(ofName id: Int, member: Int, at slot: Int, in nested: RecordFields) -> Int {
        if leafSlotsSlot != slot {
            leafSlotsSlot = slot
            leafSlotsByName.removeAll(keepingCapacity: true)
        }
        if id < leafSlotsByName.count {
            let known = leafSlotsByName[id]
            if known != -2 { return known }
        } else {
            leafSlotsByName += repeatElement(-2, count: id + 1 - leafSlotsByName.count)
        }
        let found = nested.leafSlot(for: name(id), member: member)
        leafSlotsByName[id] = found
        return found
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
