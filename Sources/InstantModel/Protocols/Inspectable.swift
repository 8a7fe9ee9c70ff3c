/// A type that describes its own properties: Instant Cocoa's `ICInspectable`.
///
/// `@Model` writes the conformance; writing it by hand means returning a ``PropertyTable`` of
/// ``PropertyAccessor`` values built from key paths.
public protocol Inspectable: AnyObject {
    /// Every property with its accessor; build it with ``PropertyTable/cached(for:_:)``.
    static var propertyTable: PropertyTable { get }
    /// Every property's attributes, by name (`+properties`).
    static var properties: [String: PropertyAttributes] { get }
}

extension Inspectable {
    public static var properties: [String: PropertyAttributes] { propertyTable.attributes }
}
