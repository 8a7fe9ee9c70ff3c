import Foundation

extension Node {
    /// The payload form of any value (models, dates, URLs, collections, Foundation objects), for the
    /// modules that write request bodies from values they did not type themselves.
    ///
    /// Dictionaries come out with sorted keys, dates through `options.dateSerializer`, models through
    /// their property names. A value whose type is exactly `String`, `Int`, `Double`, `Bool` or `Date`
    /// (most of a request body) is converted without a mapping context, to the same node its
    /// ``NodeConvertible`` conformance gives.
    package init(encoding value: Any, options: MappingOptions = MappingOptions()) throws {
        let valueType = type(of: value)
        if valueType == String.self {
            self = .string(value as! String)
        } else if valueType == Int.self {
            self = .integer(Int64(value as! Int))
        } else if valueType == Double.self {
            self = .double(value as! Double)
        } else if valueType == Bool.self {
            self = .bool(value as! Bool)
        } else if valueType == Date.self {
            self = .string(options.dateSerializer.string(from: value as! Date))
        } else {
            self = try DynamicConversion.encode(value, in: MappingContext(options: options))
        }
    }
}
