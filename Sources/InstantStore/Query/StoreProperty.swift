import InstantModel

/// A stored property named in a query, by its name in the model's property table.
///
/// `@Model` writes each property's getter and setter, not a key path, so a query names properties
/// by name; the name is checked against the model's table before the store is asked (an unknown
/// name is a ``StoreError`` naming it and the model). Comparisons take typed values
/// (``StoreValueConvertible``), and a to-one relationship compares with an object or its key
/// (`StoreProperty("topic") == topic`, `StoreProperty("topic") == 5`).
public struct StoreProperty: Sendable, Hashable {
    /// The property's name.
    public let name: String

    /// The property called `name`.
    public init(_ name: String) { self.name = name }

    // MARK: Comparisons

    /// The property holds `value`.
    public static func == (lhs: StoreProperty, rhs: some StoreValueConvertible) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .equal, .value(rhs.storeValue)))
    }

    /// The property does not hold `value` (nil included).
    public static func != (lhs: StoreProperty, rhs: some StoreValueConvertible) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .notEqual, .value(rhs.storeValue)))
    }

    /// The property's value is below `value`.
    public static func < (lhs: StoreProperty, rhs: some StoreValueConvertible) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .less, .value(rhs.storeValue)))
    }

    /// The property's value is at most `value`.
    public static func <= (lhs: StoreProperty, rhs: some StoreValueConvertible) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .lessOrEqual, .value(rhs.storeValue)))
    }

    /// The property's value is above `value`.
    public static func > (lhs: StoreProperty, rhs: some StoreValueConvertible) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .greater, .value(rhs.storeValue)))
    }

    /// The property's value is at least `value`.
    public static func >= (lhs: StoreProperty, rhs: some StoreValueConvertible) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .greaterOrEqual, .value(rhs.storeValue)))
    }

    /// The property is nil.
    public static func == (lhs: StoreProperty, rhs: _OptionalNilComparisonType) -> StorePredicate {
        StorePredicate(.isNil(lhs.name, true))
    }

    /// The property is not nil.
    public static func != (lhs: StoreProperty, rhs: _OptionalNilComparisonType) -> StorePredicate {
        StorePredicate(.isNil(lhs.name, false))
    }

    // MARK: Relationships

    /// The to-one relationship holds `object` (compared by primary key).
    public static func == (lhs: StoreProperty, rhs: some Mappable) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .equal, operand(rhs)))
    }

    /// The to-one relationship does not hold `object` (nil included).
    public static func != (lhs: StoreProperty, rhs: some Mappable) -> StorePredicate {
        StorePredicate(.compare(lhs.name, .notEqual, operand(rhs)))
    }

    private static func operand(_ object: any Mappable) -> StorePredicate.Operand {
        let type = type(of: object)
        return .object(
            type: String(describing: type), keySpace: IdentityKey.keySpace(of: type) ?? ObjectIdentifier(type),
            key: IdentityKey.of(object))
    }

    // MARK: Collections and text

    /// The property's value is one of `values` (NSPredicate's `IN`).
    public func isIn(_ values: some Sequence<some StoreValueConvertible>) -> StorePredicate {
        StorePredicate(.isIn(name, values.map { .value($0.storeValue) }))
    }

    /// The to-one relationship holds one of `objects` (compared by primary key).
    public func isIn(_ objects: some Sequence<some Mappable>) -> StorePredicate {
        StorePredicate(.isIn(name, objects.map { Self.operand($0) }))
    }

    /// The text contains `text` (NSPredicate's `CONTAINS`, `CONTAINS[c]` with `caseInsensitive`).
    public func contains(_ text: String, caseInsensitive: Bool = false) -> StorePredicate {
        StorePredicate(.text(name, .contains, text, caseInsensitive: caseInsensitive))
    }

    /// The text starts with `text` (NSPredicate's `BEGINSWITH`, `[c]` with `caseInsensitive`).
    public func hasPrefix(_ text: String, caseInsensitive: Bool = false) -> StorePredicate {
        StorePredicate(.text(name, .hasPrefix, text, caseInsensitive: caseInsensitive))
    }

    /// The text ends with `text` (NSPredicate's `ENDSWITH`, `[c]` with `caseInsensitive`).
    public func hasSuffix(_ text: String, caseInsensitive: Bool = false) -> StorePredicate {
        StorePredicate(.text(name, .hasSuffix, text, caseInsensitive: caseInsensitive))
    }
}
