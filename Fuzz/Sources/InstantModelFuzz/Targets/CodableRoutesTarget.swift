import Foundation
import InstantModel

/// `NodeDecoder` from JSON bytes (a tape of the bytes) against the tree route (the document read
/// into a `Node`, then decoded): equal values or equal errors, for a few types covering nested
/// structs, optionals, arrays, dictionaries, every integer width, hand-written containers and
/// `superDecoder`, strict and lenient.
enum CodableRoutesTarget {
    struct Inner: Decodable, Equatable {
        var a: Int8?
        var b: [String]
        var c: [String: Double]?

        /// NaN (lenient `"nan"`) equals NaN: printing cannot decide it inside a dictionary, whose
        /// equal copies may list their keys in different orders.
        static func == (lhs: Inner, rhs: Inner) -> Bool {
            guard lhs.a == rhs.a, lhs.b == rhs.b, lhs.c?.count == rhs.c?.count else { return false }
            guard let left = lhs.c, let right = rhs.c else { return lhs.c == nil && rhs.c == nil }
            return left.allSatisfy { key, value in
                right[key].map { $0 == value || ($0.isNaN && value.isNaN) } ?? false
            }
        }
    }

    struct Outer: Decodable, Equatable {
        var id: Int
        var name: String
        var flag: Bool?
        var big: UInt64?
        var score: Float?
        var amount: Decimal?
        var at: Date?
        var blob: Data?
        var inner: Inner?
        var list: [Inner]?
        var rest: Node?

        static func == (lhs: Outer, rhs: Outer) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.flag == rhs.flag && lhs.big == rhs.big
                && (lhs.score == rhs.score || (lhs.score?.isNaN == true && rhs.score?.isNaN == true))
                && lhs.amount == rhs.amount && lhs.at == rhs.at && lhs.blob == rhs.blob && lhs.inner == rhs.inner
                && lhs.list == rhs.list && lhs.rest == rhs.rest
        }
    }

    /// Reads its keys out of order, with `allKeys`, `contains`, `decodeNil`, nested containers and
    /// `superDecoder`.
    struct Manual: Decodable, Equatable {
        var keys: [String]
        var values: [Int16?]
        var hasX: Bool
        var xIsNil: Bool?
        var nested: [Int]
        var sup: Int?

        enum Keys: String, CodingKey { case x, y, z, list }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            keys = container.allKeys.map(\.stringValue)
            values = try [Keys.z, .y, .x].map { try container.decodeIfPresent(Int16.self, forKey: $0) }
            hasX = container.contains(.x)
            xIsNil = hasX ? try container.decodeNil(forKey: .x) : nil
            nested = []
            if container.contains(.list) {
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                while !list.isAtEnd { nested.append(try list.decode(Int.self)) }
            }
            sup = try? Int(from: container.superDecoder())
        }
    }

    static func run(_ data: Data) {
        var lenient = NodeDecoder()
        lenient.valueConversion = .lenient
        let tree = Result<Node, any Error> { try JSONReader().read(data) }
        for decoder in [NodeDecoder(), lenient] {
            compare(Outer.self, data, tree, decoder)
            compare(Manual.self, data, tree, decoder)
            compare([String: Inner].self, data, tree, decoder)
            compare(Outer.self, data, tree, decoder, keyPath: "data.item")
            compareArray(Outer.self, data, tree, decoder)
            compareArray(Manual.self, data, tree, decoder)
        }
    }

    /// `type` from the bytes and from the tree: equal values, or equal errors.
    static func compare<T: Decodable & Equatable>(
        _ type: T.Type, _ data: Data, _ tree: Result<Node, any Error>, _ decoder: NodeDecoder, keyPath: String? = nil
    ) {
        let bytes = Result { try decoder.decode(type, from: data, keyPath: keyPath) }
        let reference = Result { try decoder.decode(type, from: try tree.get(), keyPath: keyPath) }
        check(bytes, reference, data, "\(T.self) at \(keyPath ?? "the root")")
    }

    /// `[type]` at the root: from bytes element by element, against the tree when the document reads;
    /// a document the reader refuses fails on both routes.
    static func compareArray<T: Decodable & Equatable>(
        _ type: T.Type, _ data: Data, _ tree: Result<Node, any Error>, _ decoder: NodeDecoder
    ) {
        let bytes = Result { try decoder.decode([T].self, from: data) }
        guard case .success(let node) = tree else {
            if case .success = bytes { fail("[\(T.self)] decoded from bytes the reader refuses", input: data) }
            return
        }
        check(bytes, Result { try decoder.decode([T].self, from: node) }, data, "[\(T.self)]")
    }

    static func check<T: Equatable>(
        _ bytes: Result<T, any Error>, _ tree: Result<T, any Error>, _ data: Data, _ what: String
    ) {
        switch (bytes, tree) {
        case (.success(let value), .success(let expected)):
            if value != expected, String(reflecting: value) != String(reflecting: expected) {
                fail("\(what): bytes gave \(value), the tree \(expected)", input: data)
            }
        case (.failure(let error), .failure(let expected)):
            if describe(error) != describe(expected) {
                fail("\(what): bytes threw \(describe(error)), the tree \(describe(expected))", input: data)
            }
        case (.success(let value), .failure(let expected)):
            fail("\(what): bytes gave \(value), the tree threw \(describe(expected))", input: data)
        case (.failure(let error), .success(let expected)):
            fail("\(what): bytes threw \(describe(error)), the tree gave \(expected)", input: data)
        }
    }

    /// An error as the comparison sees it: the case, the coding path, the description.
    static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }.joined(separator: "/") + " "
                + context.debugDescription
        }
        switch error {
        case let error as ParseError: return "\(error) at \(error.byteOffset ?? -1)"
        case DecodingError.typeMismatch(let type, let context): return "typeMismatch(\(type)) \(path(context))"
        case DecodingError.valueNotFound(let type, let context): return "valueNotFound(\(type)) \(path(context))"
        case DecodingError.keyNotFound(let key, let context): return "keyNotFound(\(key.stringValue)) \(path(context))"
        case DecodingError.dataCorrupted(let context): return "dataCorrupted \(path(context))"
        default: return String(reflecting: error)
        }
    }
}
