// TEMPORARY — replaced by the JSON reader/writer and inflector branches before commit.
import Foundation
extension Node {
    public init(jsonData: Data) throws { self = try Node(foundation: JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed])) }
}
public struct JSONWriter: Sendable {
    public struct Options: OptionSet, Sendable { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }; public static let prettyPrinted = Options(rawValue: 1); public static let sortedKeys = Options(rawValue: 2) }
    public init(options: Options = []) {}
    public func write(_ node: Node) throws -> Data { try JSONSerialization.data(withJSONObject: node.foundationValue, options: [.fragmentsAllowed, .sortedKeys]) }
}
