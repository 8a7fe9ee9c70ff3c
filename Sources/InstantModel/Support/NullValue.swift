import Foundation

/// Foundation's `NSNull`, named in one place so the rest of the core can test for it.
enum NullValue {
    static var instance: Any { NSNull() }
    static func isNull(_ value: Any) -> Bool { value is NSNull }
}
