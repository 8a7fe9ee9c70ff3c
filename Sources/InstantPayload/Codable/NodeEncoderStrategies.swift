import Foundation

extension NodeEncoder {
    /// How coding keys become payload keys; the cases of `JSONEncoder.KeyEncodingStrategy`.
    public enum KeyEncodingStrategy: Sendable {
        /// Keys are written as they are.
        case useDefaultKeys
        /// The coding key `userName` is written `user_name`.
        case convertToSnakeCase
        /// The closure gets the coding path ending in the key and returns the key to write.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How a `Date` is written. Unlike `JSONEncoder`, the default is ISO 8601, which servers read.
    public enum DateEncodingStrategy: Sendable {
        /// ISO 8601 in UTC (`2009-08-17T19:24:40Z`, with milliseconds when the date has them).
        case iso8601
        /// Text in one formatter's format.
        case formatted(DateFormatter)
        /// Text in a ``DateSerializer``'s output format (the mappers' date rules).
        case serializer(DateSerializer)
        /// A number of seconds since 1970.
        case secondsSince1970
        /// A number of milliseconds since 1970.
        case millisecondsSince1970
        /// `Date`'s own `Encodable` form (seconds since 2001).
        case deferredToDate
        /// The closure encodes the date into the encoder it is given.
        case custom(@Sendable (_ date: Date, _ encoder: any Encoder) throws -> Void)
    }

    /// How `Data` is written; the cases of `JSONEncoder.DataEncodingStrategy`.
    public enum DataEncodingStrategy: Sendable {
        /// Base64 text (the default).
        case base64
        /// `Data`'s own `Encodable` form (an array of bytes).
        case deferredToData
        /// The closure encodes the data into the encoder it is given.
        case custom(@Sendable (_ data: Data, _ encoder: any Encoder) throws -> Void)
    }

    /// How infinity and NaN are written.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// They are an `EncodingError` (the default).
        case `throw`
        /// They are written as these strings.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
