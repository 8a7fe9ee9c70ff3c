extension Node {
    /// The value at a mapper's `keyPath:` argument in this payload (the payload itself for nil or an
    /// empty keypath), for every mapper's entry points.
    ///
    /// A malformed keypath and a keypath that reaches nothing are each a ``MappingError`` naming the
    /// keypath, never a silent empty result.
    package func located(atKeyPath keyPath: String?) throws(MappingError) -> Node {
        guard let keyPath, !keyPath.isEmpty else { return self }
        let found: Node?
        do {
            found = try KeyValuePath(keyPath).evaluate(on: self)
        } catch {
            throw MappingError(.invalidMapping, keyPath: keyPath, message: error.description)
        }
        guard let found else {
            throw MappingError(.wrongShape, keyPath: keyPath, message: "the payload has nothing at \"\(keyPath)\"")
        }
        return found
    }
}
