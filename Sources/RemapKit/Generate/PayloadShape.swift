import InstantModel

/// Everything the samples showed at one place of the payload: the scalar kinds, nulls, objects and
/// arrays seen there, combined across all samples before any Swift type is chosen.
final class ValueShape {
    /// How many times a `null` (or, in XML, an empty element) stood here.
    var nullCount = 0
    /// The kinds of the scalars seen here.
    var scalars: Set<ScalarKind> = []
    /// The keys of the objects seen here.
    var object: ObjectShape?
    /// The elements of the arrays seen here.
    var element: ValueShape?
    /// The element name of an XML-style list (`task` in `tasks.task`): every array seen here held
    /// single-key objects under this one name, and `element` describes their values.
    var listElementName: String?

    /// Adds one sample value found under `key`. XML text is typeless (`fromXML` reads numbers and
    /// Booleans from it); `unwrapLists` treats arrays of single-key objects sharing one key as lists of
    /// that key's values (RestKit's list shape): in XML always, as the XML rules made them; in JSON when
    /// the key is the singular of the array's own (`tasks: [{task: …}]`), not `pets: [{name: …}]`.
    func observe(_ node: Node, key: String?, fromXML: Bool, unwrapLists: Bool) {
        switch node {
        case .null:
            nullCount += 1
        case .bool:
            scalars.insert(.bool)
        case .integer(let value):
            scalars.insert(ScalarKind.kind(ofInteger: value))
        case .double:
            scalars.insert(.double)
        case .string(let text):
            if fromXML && text.isEmpty {
                nullCount += 1
            } else {
                scalars.insert(ScalarKind.classify(string: text, fromXML: fromXML))
            }
        case .array(let items):
            let element = self.element ?? ValueShape()
            self.element = element
            var values = items
            if unwrapLists, let name = Self.listName(of: items), listElementName == nil || listElementName == name,
                fromXML || key.map({ Inflector.singularize($0) == name }) == true
            {
                listElementName = name
                values = items.compactMap { $0.objectValue?.values.first }
            }
            for value in values { element.observe(value, key: nil, fromXML: fromXML, unwrapLists: unwrapLists) }
        case .object(let members):
            let object = self.object ?? ObjectShape()
            self.object = object
            object.observe(members, fromXML: fromXML, unwrapLists: unwrapLists)
        }
    }

    /// Takes in what `other` saw at the same place.
    func absorb(_ other: ValueShape) {
        nullCount += other.nullCount
        scalars.formUnion(other.scalars)
        if let theirs = other.object {
            if let object { object.absorb(theirs) } else { object = theirs }
        }
        if let theirs = other.element {
            if let element { element.absorb(theirs) } else { element = theirs }
            listElementName = listElementName ?? other.listElementName
        }
    }

    /// Reads an XML list of one as the list it is: where other samples showed `<tasks>` holding
    /// several `<task>`s, a sample's single `<task>` (an object `{task: …}` in the tree, as the XML
    /// rules make it) is one more element, as the mappers and `XMLNodeDecoder` read it.
    ///
    /// Any other object beside arrays is one more element too: a collection property accepts a
    /// single object where an array was expected.
    func foldingListsOfOne() -> ValueShape {
        guard let element, let object else { return self }
        if let name = listElementName, object.keys == [name], let single = object.fields[name] {
            element.absorb(single.value)
        } else {
            let single = ValueShape()
            single.object = object
            element.absorb(single)
        }
        self.object = nil
        return self
    }

    /// The one key every item is a single-key object under, RestKit's XML list shape.
    private static func listName(of items: [Node]) -> String? {
        guard let first = items.first?.objectValue, first.count == 1, let name = first.keys.first else { return nil }
        for item in items {
            guard let object = item.objectValue, object.count == 1, object[name] != nil else { return nil }
        }
        return name
    }
}

/// The members of the objects seen at one place, in the order the samples first show them.
package final class ObjectShape {
    /// How many objects were seen here.
    var count = 0
    /// The payload's keys, in order of first appearance.
    var keys: [String] = []
    /// What each key held, and in how many of the objects.
    var fields: [String: (present: Int, value: ValueShape)] = [:]

    /// Takes in what `other` saw at the same place.
    func absorb(_ other: ObjectShape) {
        count += other.count
        for key in other.keys {
            guard let theirs = other.fields[key] else { continue }
            if let mine = fields[key] {
                fields[key]?.present += theirs.present
                mine.value.absorb(theirs.value)
            } else {
                keys.append(key)
                fields[key] = theirs
            }
        }
    }

    package init() {}

    package func observe(_ members: NodeObject, fromXML: Bool, unwrapLists: Bool) {
        count += 1
        for (key, value) in members {
            if fields[key] == nil {
                keys.append(key)
                fields[key] = (0, ValueShape())
            }
            fields[key]?.present += 1
            fields[key]?.value.observe(value, key: key, fromXML: fromXML, unwrapLists: unwrapLists)
        }
    }
}
