import Foundation
import InstantModel

extension ObjectMapper {
    /// Maps a successful response onto the object it was sent for, as `RKObjectLoader` did with
    /// `-mapObject:fromString:` for `getObject`, `postObject` and `putObject`.
    ///
    /// The object's registered element is unwrapped wherever it sits beside other keys
    /// (`{"human": {…}, "meta": {…}}`). The server has already accepted the request, so a `keyPath`
    /// with nothing under it leaves the object as it was and is recorded in the returned report
    /// (lenient mode; strict mode throws it), rather than turning a success into an error.
    @discardableResult
    public func mapResponse(_ data: Data, onto object: any ObjectMappable, keyPath: String? = nil) throws
        -> MappingReport
    {
        let context = makeContext()
        var node = try parse(data)
        if let keyPath, !keyPath.isEmpty {
            guard let found = try Self.evaluate(keyPath, in: node) else {
                try context.record(
                    MappingError(
                        .wrongShape, keyPath: keyPath,
                        message: "the response has nothing at \"\(keyPath)\"; the object was left as it was"))
                return context.report
            }
            node = found
        }
        if case .null = node { return context.report }
        try mapNode(unwrapped(node, for: object), onto: object, in: context)
        // A POST's answer gives the object its key: it is registered under it.
        try context.finishMapping(onto: object)
        return context.report
    }

    /// The object under one of `object`'s registered element names when the payload has it beside
    /// other keys, else the payload itself (a single-key wrapper is unwrapped by the mapper).
    private func unwrapped(_ node: Node, for object: any ObjectMappable) -> Node {
        guard case .object(let payload) = node, payload.count > 1 else { return node }
        for name in elementNames(of: type(of: object)) {
            if let inner = payload[name], inner.objectValue != nil { return inner }
        }
        return node
    }
}
