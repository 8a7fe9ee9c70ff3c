import InstantModel

extension NodeEncoder {
    /// `value` as form-urlencoded Rails params, under `rootKey` when given (`user[name]=…`), written
    /// by `FormURLEncodedParams` with RestKit's rules.
    public func formURLEncodedParams<T: Encodable>(_ value: T, rootKey: String? = nil) throws -> FormURLEncodedParams {
        var node = try encodeNode(value)
        if let rootKey { node = .object(NodeObject([(rootKey, node)])) }
        return try FormURLEncodedParams(node)
    }
}
