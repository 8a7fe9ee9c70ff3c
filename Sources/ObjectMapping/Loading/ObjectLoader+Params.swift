import Foundation
import InstantModel

extension ObjectLoader {
    /// The value sent under a flat parameter name such as `human[name]`, or nil when the body has none.
    ///
    /// RestKit 0.9.2's routers returned a mutable dictionary keyed by these names, and models read it
    /// in `willSendWithObjectLoader:`; this reads the same names out of the body's parameter tree.
    public func value(forParam name: String) throws -> Node? {
        let path = try Self.steps(ofParam: name)
        switch params {
        case let form as FormURLEncodedParams: return Self.value(at: path, in: form.node)
        case let json as JSONParams: return Self.value(at: path, in: json.node)
        case let xml as XMLParams:
            return Self.value(at: path.first == xml.rootName ? Array(path.dropFirst()) : path, in: xml.node)
        default: return nil
        }
    }

    /// Sets the value sent under a flat parameter name such as `human[name]` (nil removes it), keeping
    /// the body's format, as apps edited 0.9.2's mutable params dictionary in `willSendWithObjectLoader:`.
    ///
    /// Form, JSON and XML bodies are rewritten with the value in place (nested names create the
    /// objects on their way); a multipart ``Params`` body gets a new value part; a loader without a
    /// body gets a form-encoded one. Throws `RequestSerializationError` for a name that is not
    /// `root[key][key]…`, a value with no payload form, or a body of another type.
    public func setValue(_ value: Any?, forParam name: String) throws {
        let path = try Self.steps(ofParam: name)
        let node: Node?
        do {
            node = try value.map { try Node(encoding: $0) }
        } catch {
            throw RequestSerializationError.unencodableValue(reason: "\(error)")
        }
        switch params {
        case nil:
            guard let node else { return }
            params = try FormURLEncodedParams(Self.setting(node, at: path, in: .emptyObject))
        case let form as FormURLEncodedParams:
            params = try FormURLEncodedParams(Self.setting(node, at: path, in: form.node))
        case let json as JSONParams:
            params = try JSONParams(Self.setting(node, at: path, in: json.node))
        case let xml as XMLParams:
            let inner = path.first == xml.rootName && path.count > 1 ? Array(path.dropFirst()) : path
            let tree = Self.setting(node, at: inner, in: xml.node)
            var options = XMLParams.railsOptions
            options.arrayElementNames = DynamicRouter.arrayElementNames(in: tree)
            params = try XMLParams(tree, rootName: xml.rootName, options: options)
        case let multipart as Params:
            if let value { multipart.setValue(value, forParam: name) }
        default:
            throw RequestSerializationError.unencodableValue(
                reason: "the body (\(type(of: params!))) has no parameters to set \"\(name)\" in")
        }
    }

    /// `human[name]` → `["human", "name"]`.
    static func steps(ofParam name: String) throws -> [String] {
        var steps: [String] = []
        var rest = Substring(name)
        guard let open = rest.firstIndex(of: "[") else {
            guard !name.isEmpty, !name.contains("]") else { throw RequestSerializationError.invalidParamName(name) }
            return [name]
        }
        steps.append(String(rest[..<open]))
        rest = rest[open...]
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else {
                throw RequestSerializationError.invalidParamName(name)
            }
            steps.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        guard !steps.contains(where: \.isEmpty) else { throw RequestSerializationError.invalidParamName(name) }
        return steps
    }

    private static func value(at path: [String], in node: Node) -> Node? {
        var current = node
        for key in path {
            guard let next = current[key] else { return nil }
            current = next
        }
        return current
    }

    private static func setting(_ value: Node?, at path: [String], in node: Node) -> Node {
        guard let key = path.first else { return value ?? .null }
        var object = node.objectValue ?? NodeObject()
        if path.count == 1 {
            if let value { _ = object.updateValue(value, forKey: key) } else { _ = object.removeValue(forKey: key) }
        } else {
            let child = object[key] ?? .emptyObject
            _ = object.updateValue(setting(value, at: Array(path.dropFirst()), in: child), forKey: key)
        }
        return .object(object)
    }
}
