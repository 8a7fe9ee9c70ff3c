import Foundation
import InstantModel
import ObjectMapping

/// Parsers of short texts: keypaths, resource-path patterns, and the form-urlencoded writer.
enum TextTargets {
    /// A tree for keypaths to walk: objects, arrays, every scalar.
    static let sample: Node = [
        "records": [["id": 1, "name": "a", "tags": ["x", "y"]], ["id": 2.5, "name": nil, "on": true]],
        "page": ["records": [], "count": 2], "": ["": "empty"],
    ]

    /// Any text either fails to parse with a `KeyPathError` or parses to a keypath that evaluates
    /// without crashing and parses again from its own text to the same keypath.
    static func keyPath(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        guard let keyPath = try? KeyValuePath(text) else { return }
        _ = try? keyPath.evaluate(on: sample)
        guard let again = try? KeyValuePath(keyPath.text), again == keyPath else {
            fail("the keypath \(keyPath.text.debugDescription) does not parse back to itself", input: data)
        }
    }

    /// Any text either is refused as a route or interpolates a record into a path without crashing.
    static func resourcePath(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let router = DynamicRouter()
        guard (try? router.routeClass(FuzzRecord.self, toResourcePath: text)) != nil else { return }
        let record = FuzzRecord.sample
        _ = try? router.resourcePath(forObject: record, method: .get)
        _ = try? router.resourcePath(forObject: FuzzRecord(), method: .put)
    }

    /// The characters a form body may hold: RFC 3986 unreserved, escapes, and the separators.
    static let formCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~%=&[]".utf8)

    /// Any JSON tree (or, failing that, the text as one string) encodes to ASCII a form body may hold.
    static func formURLEncoded(_ data: Data) {
        let node = (try? JSONReader().read(data)) ?? .string(String(decoding: data, as: UTF8.self))
        guard let params = try? FormURLEncodedParams(node) else { return }
        let body = params.urlEncodedString
        if let byte = body.utf8.first(where: { !formCharacters.contains($0) }) {
            fail("the form body holds the byte \(byte): \(body.debugDescription)", input: data)
        }
    }
}
