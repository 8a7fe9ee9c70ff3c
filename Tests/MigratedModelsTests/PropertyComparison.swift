import Foundation
import InstantModel
import XCTest

/// Compares two mapped object graphs property by property: the same property names, and equal values
/// (numbers by value whatever their width, models recursively, payload trees by their values).
enum PropertyComparison {
    /// The differences between `generated` and `port`, as `path: generated ≠ port` lines (empty when equal).
    static func differences(_ generated: Any?, _ port: Any?, at path: String = "") -> [String] {
        let left = unwrapped(generated)
        let right = unwrapped(port)
        if let leftModel = left as? any Mappable, let rightModel = right as? any Mappable {
            let leftNames = type(of: leftModel).properties.keys.sorted()
            let rightNames = type(of: rightModel).properties.keys.sorted()
            guard leftNames == rightNames else {
                return ["\(path): properties \(leftNames) ≠ \(rightNames)"]
            }
            return leftNames.flatMap { name in
                differences(
                    try? leftModel.value(forKey: name), try? rightModel.value(forKey: name),
                    at: path.isEmpty ? name : "\(path).\(name)")
            }
        }
        if let leftItems = items(left), let rightItems = items(right) {
            guard leftItems.count == rightItems.count else {
                return ["\(path): \(leftItems.count) elements ≠ \(rightItems.count)"]
            }
            return zip(leftItems, rightItems).enumerated().flatMap { index, pair in
                differences(pair.0, pair.1, at: "\(path).\(index)")
            }
        }
        let (leftText, rightText) = (canonical(left), canonical(right))
        return leftText == rightText ? [] : ["\(path): \(leftText) ≠ \(rightText)"]
    }

    private static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return unwrapped(mirror.children.first?.value) }
        if let object = value as? any ValueObject { return object.backingObject }
        if let node = value as? Node {
            switch node {
            case .null: return nil
            case .bool(let flag): return flag
            case .integer(let number): return number
            case .double(let number, _): return number
            case .string(let text): return text
            case .array(let nodes): return nodes
            case .object(let object): return object.map { "\($0.key)=\(canonical(unwrapped($0.value)))" }.sorted()
            }
        }
        return value
    }

    private static func items(_ value: Any?) -> [Any]? {
        guard let value, !(value is String) else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
        return mirror.children.map(\.value)
    }

    private static func canonical(_ value: Any?) -> String {
        switch value {
        case nil: "nil"
        case let text as String: "\"\(text)\""
        case let date as Date: "date \(date.timeIntervalSince1970)"
        case let url as URL: "url \(url.absoluteString)"
        case let decimal as Decimal: "number \(decimal)"
        case let flag as Bool: "\(flag)"
        case let number as any BinaryInteger: "number \(number)"
        case let number as Double: "number \(Decimal(number))"
        case let value?: "\(type(of: value)) \(value)"
        }
    }

    /// Fails the test with every difference between the two graphs.
    static func assertSame(
        _ generated: Any?, _ port: Any?, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let found = differences(generated, port)
        XCTAssertTrue(found.isEmpty, "\(what):\n" + found.joined(separator: "\n"), file: file, line: line)
    }
}
