import InstantModel

/// Finds the objects a sample describes: at `--keypath`, or inside the payload's single root key
/// (`{"user": {…}}`, any XML document), following RestKit's list shape (`users.user`).
package enum SampleLocator {
    package struct Located {
        package var objects: [NodeObject]
        package var keyPath: String?
        /// Whether the objects came as an array (the models are mapped as a collection).
        package var isCollection: Bool
    }

    package static func locate(in node: Node, keyPath: String?, source: String) throws -> Located {
        var value = node
        var path = keyPath
        if let keyPath {
            let found: Node?
            do {
                found = try KeyValuePath(keyPath).evaluate(on: node)
            } catch {
                throw RemapError("--keypath \(keyPath): \(error)")
            }
            guard let found else { throw RemapError("\(source) has nothing at \(keyPath)") }
            value = found
        } else if let members = node.objectValue, members.count == 1, let (key, inner) = members.pairs.first,
            inner.objectValue != nil || inner.arrayValue != nil
        {
            value = inner
            path = key.replacingOccurrences(of: ".", with: "\\.")
            if let items = inner.arrayValue, let name = listName(of: items) {
                value = .array(items.compactMap { $0.objectValue?[name] })
                path = (path ?? "") + "." + name.replacingOccurrences(of: ".", with: "\\.")
            }
        } else if let items = node.arrayValue, let name = listName(of: items) {
            // A JSON array of RestKit-style wrapped records: `[{"user": {…}}, …]` is `user`.
            value = .array(items.compactMap { $0.objectValue?[name] })
            path = name.replacingOccurrences(of: ".", with: "\\.")
        }
        switch value {
        case .object(let object):
            return Located(objects: [object], keyPath: path, isCollection: false)
        case .array(let items):
            var objects: [NodeObject] = []
            for (index, item) in items.enumerated() {
                guard let object = item.objectValue else {
                    throw RemapError("\(source): \(path ?? "the payload")[\(index)] is \(item.kindName), not an object")
                }
                objects.append(object)
            }
            return Located(objects: objects, keyPath: path, isCollection: true)
        default:
            throw RemapError(
                "\(source): \(path ?? "the payload") is \(value.kindName), not an object or array of objects")
        }
    }

    /// The root type's name from the keypath's last key: `users.user` is `User`, `people` a `Person`.
    package static func typeName(forKeyPath keyPath: String, singular: Bool) -> String {
        let last = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
        return SwiftNames.typeName(for: last, singular: singular)
    }

    /// The one key every item is a single-key object under, each holding an object: RestKit's
    /// wrapped records (`[{"user": {…}}, …]`), not an array of one-member objects (`[{"price": 3}]`).
    private static func listName(of items: [Node]) -> String? {
        guard let first = items.first?.objectValue, first.count == 1, let name = first.keys.first else { return nil }
        return items.allSatisfy { $0.objectValue?.count == 1 && $0.objectValue?[name]?.objectValue != nil } ? name : nil
    }
}
