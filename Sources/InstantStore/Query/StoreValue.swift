import Foundation
import GRDB

/// A value a query compares a stored property with, or an aggregate gives back: typed, so a query
/// is checked against the property's type before any SQL runs, and always bound, never written
/// into SQL text.
public struct StoreValue: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable, Hashable {
        case integer(Int64)
        case real(Double)
        case text(String)
        case bool(Bool)
        /// Seconds since 1970, as dates are stored.
        case date(Double)
        case decimal(Decimal)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// What kind of value this is, in words (for errors).
    var kindName: String {
        switch storage {
        case .integer: "an integer"
        case .real: "a floating-point number"
        case .text: "text"
        case .bool: "a Boolean"
        case .date: "a date"
        case .decimal: "a decimal"
        }
    }

    /// Whether the value is a number (integer, floating point or decimal).
    var isNumber: Bool {
        switch storage {
        case .integer, .real, .decimal: true
        default: false
        }
    }

    /// The value as it is bound to a statement (the column's stored form).
    var databaseValue: DatabaseValue {
        switch storage {
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        case .bool(let flag): (flag ? 1 : 0).databaseValue
        case .date(let seconds): seconds.databaseValue
        case .decimal(let decimal): NSDecimalNumber(decimal: decimal).doubleValue.databaseValue
        }
    }

    public var description: String {
        switch storage {
        case .integer(let number): "\(number)"
        case .real(let number): "\(number)"
        case .text(let text): "\"\(text)\""
        case .bool(let flag): "\(flag)"
        case .date(let seconds): "\(Date(timeIntervalSince1970: seconds))"
        case .decimal(let decimal): "\(decimal)"
        }
    }
}

/// A Swift type a query can compare a stored property with, and an aggregate can answer in.
public protocol StoreValueConvertible: Sendable {
    /// The value as the store compares it.
    var storeValue: StoreValue { get }
    /// The value an aggregate answered, nil when it is not representable as `Self`.
    init?(storeValue: StoreValue)
}

extension StoreValue {
    /// The number, if this is one (decimals through `Double`).
    var doubleValue: Double? {
        switch storage {
        case .integer(let number): Double(number)
        case .real(let number), .date(let number): number
        case .decimal(let decimal): NSDecimalNumber(decimal: decimal).doubleValue
        case .bool(let flag): flag ? 1 : 0
        case .text: nil
        }
    }

    var integerValue: Int64? {
        switch storage {
        case .integer(let number): number
        case .bool(let flag): flag ? 1 : 0
        case .real(let number): Int64(exactly: number)
        case .decimal(let decimal): Int64(exactly: NSDecimalNumber(decimal: decimal).doubleValue)
        case .date, .text: nil
        }
    }
}

extension Int: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(Int64(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue, let value = Int(exactly: number) else { return nil }
        self = value
    }
}

extension Int64: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(self)) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue else { return nil }
        self = number
    }
}

extension Int32: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(Int64(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue, let value = Int32(exactly: number) else { return nil }
        self = value
    }
}

extension Int16: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(Int64(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue, let value = Int16(exactly: number) else { return nil }
        self = value
    }
}

extension Int8: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(Int64(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue, let value = Int8(exactly: number) else { return nil }
        self = value
    }
}

extension UInt32: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(Int64(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue, let value = UInt32(exactly: number) else { return nil }
        self = value
    }
}

extension UInt16: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(Int64(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue, let value = UInt16(exactly: number) else { return nil }
        self = value
    }
}

extension UInt8: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.integer(Int64(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue, let value = UInt8(exactly: number) else { return nil }
        self = value
    }
}

extension Double: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.real(self)) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.doubleValue else { return nil }
        self = number
    }
}

extension Float: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.real(Double(self))) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.doubleValue else { return nil }
        self = Float(number)
    }
}

extension Bool: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.bool(self)) }
    public init?(storeValue: StoreValue) {
        guard let number = storeValue.integerValue else { return nil }
        self = number != 0
    }
}

extension String: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.text(self)) }
    public init?(storeValue: StoreValue) {
        guard case .text(let text) = storeValue.storage else { return nil }
        self = text
    }
}

extension Date: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.date(timeIntervalSince1970)) }
    public init?(storeValue: StoreValue) {
        switch storeValue.storage {
        case .date(let seconds), .real(let seconds): self = Date(timeIntervalSince1970: seconds)
        case .integer(let seconds): self = Date(timeIntervalSince1970: Double(seconds))
        default: return nil
        }
    }
}

extension Decimal: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.decimal(self)) }
    public init?(storeValue: StoreValue) {
        switch storeValue.storage {
        case .decimal(let decimal): self = decimal
        case .integer(let number): self = Decimal(number)
        case .real(let number): self = Decimal(number)
        default: return nil
        }
    }
}

extension UUID: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.text(uuidString)) }
    public init?(storeValue: StoreValue) {
        guard case .text(let text) = storeValue.storage, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
}

extension URL: StoreValueConvertible {
    public var storeValue: StoreValue { StoreValue(.text(absoluteString)) }
    public init?(storeValue: StoreValue) {
        guard case .text(let text) = storeValue.storage, let url = URL(string: text) else { return nil }
        self = url
    }
}
