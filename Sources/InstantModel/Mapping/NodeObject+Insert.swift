extension NodeObject {
    /// Puts `value` at a dotted location, creating intermediate objects (Instant Model's JSON output).
    /// An error names the run's position followed by `keyPath` (`1.author.info.more`), as reading does.
    mutating func insert(
        _ value: Node, at keys: ArraySlice<String>, keyPath: KeyValuePath, modelType: String,
        in context: MappingContext
    ) throws {
        guard let first = keys.first else { return }
        if keys.count == 1 {
            self[first] = value
            return
        }
        guard let position = position(of: first) else {
            var child = NodeObject()
            try child.insert(value, at: keys.dropFirst(), keyPath: keyPath, modelType: modelType, in: context)
            appendUnchecked(first, .object(child))
            return
        }
        switch storage[position].value {
        case .object(var child):
            // Take the child out so it is uniquely referenced and grows in place.
            storage[position].value = .null
            try child.insert(value, at: keys.dropFirst(), keyPath: keyPath, modelType: modelType, in: context)
            storage[position].value = .object(child)
        case .null:
            var child = NodeObject()
            try child.insert(value, at: keys.dropFirst(), keyPath: keyPath, modelType: modelType, in: context)
            storage[position].value = .object(child)
        case let other:
            throw MappingError(
                .invalidMapping, keyPath: context.pathText(appending: keyPath), value: other, modelType: modelType,
                message: "cannot place a value under \"\(first)\", which already holds \(other.briefDescription)")
        }
    }
}
