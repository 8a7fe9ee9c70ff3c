import Foundation

/// Foundation's `NSNull`, named in this one place: every `[String: Any]` path of the package (the
/// core and the RestKit layer alike) makes and recognizes its null through here.
package enum NullValue {
    /// The null that `[String: Any]` representations hold.
    @inlinable package static var instance: Any { NSNull() }
    /// Whether `value` is that null.
    @inlinable package static func isNull(_ value: Any) -> Bool { value is NSNull }
    /// Whether values of `type` are that null (checked on a value's dynamic type before unboxing it).
    @inlinable package static func isNullType(_ type: Any.Type) -> Bool { type is NSNull.Type }
}
