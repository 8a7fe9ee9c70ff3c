/// Key-value coding in protocol form: Instant Cocoa's `ICKeyValueCodable`.
///
/// Foundation's KVC needs the Objective-C runtime; here an ``Inspectable`` type gets all six methods
/// from its property table, so `@Model` types (and hand-written conformances) work on Linux too.
/// Setting converts the value to the property's type as the mappers do, or throws
/// ``KeyValueCodingError``.
public protocol KeyValueCodable: AnyObject {
    /// The value of the property `key` (nil when it is nil).
    func value(forKey key: String) throws -> Any?
    /// Sets the property `key`, converting `value` to its type; nil or `NSNull` clears it.
    func setValue(_ value: Any?, forKey key: String) throws
    /// The value at a dotted keypath through models, dictionaries, arrays and payload trees.
    func value(forKeyPath keyPath: String) throws -> Any?
    /// Sets the value at a dotted keypath (every step but the last must lead to a model).
    func setValue(_ value: Any?, forKeyPath keyPath: String) throws
    /// The values of `keys`, with `NSNull` for nil values.
    func dictionaryWithValues(forKeys keys: [String]) throws -> [String: Any]
    /// Sets each key of `keyedValues` (`NSNull` clears).
    func setValuesForKeys(_ keyedValues: [String: Any]) throws
}

extension KeyValueCodable where Self: Inspectable {
    public func value(forKey key: String) throws -> Any? {
        try propertyTableValue(forKey: key)
    }

    /// The default ``value(forKey:)``: the property's value read through the table, for `@Model`'s
    /// own copy of the default and for overrides that fall back to it.
    public func propertyTableValue(forKey key: String) throws -> Any? {
        guard let accessor = type(of: self).propertyTable[key] else {
            throw KeyValueCodingError.undefinedKey(key, type: String(describing: type(of: self)))
        }
        return accessor.read(self)
    }

    public func setValue(_ value: Any?, forKey key: String) throws {
        guard let accessor = type(of: self).propertyTable[key] else {
            throw KeyValueCodingError.undefinedKey(key, type: String(describing: type(of: self)))
        }
        guard let write = accessor.write else {
            throw KeyValueCodingError.readOnlyKey(key, type: String(describing: type(of: self)))
        }
        try write(self, value)
    }
}

extension KeyValueCodable {
    public func value(forKeyPath keyPath: String) throws -> Any? {
        try KeyValuePath(keyPath).evaluate(onAny: self)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) throws {
        let path = try KeyValuePath(keyPath)
        guard let keys = path.keys, let last = keys.last else {
            throw KeyPathError.operatorNotApplicable(.count, keyPath: keyPath, value: "a setter")
        }
        var target: any KeyValueCodable = self
        for key in keys.dropLast() {
            guard let next = try target.value(forKey: key) as? any KeyValueCodable else {
                throw KeyValueCodingError.typeMismatch(key: key, expected: "a model", actual: "nil or a value")
            }
            target = next
        }
        try target.setValue(value, forKey: last)
    }

    public func dictionaryWithValues(forKeys keys: [String]) throws -> [String: Any] {
        var result: [String: Any] = [:]
        for key in keys { result[key] = try value(forKey: key) ?? NullValue.instance }
        return result
    }

    public func setValuesForKeys(_ keyedValues: [String: Any]) throws {
        for key in keyedValues.keys.sorted() {
            let value = keyedValues[key]!
            try setValue(NullValue.isNull(value) ? nil : value, forKey: key)
        }
    }
}
