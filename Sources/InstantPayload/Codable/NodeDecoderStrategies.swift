import Foundation

extension NodeDecoder {
    /// How payload keys become coding keys; the cases of `JSONDecoder.KeyDecodingStrategy`.
    public enum KeyDecodingStrategy: Sendable {
        /// Keys are used as they are.
        case useDefaultKeys
        /// `user_name` in the payload is the coding key `userName`.
        case convertFromSnakeCase
        /// The closure gets the coding path ending in the payload's key and returns the coding key.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How a `Date` is read. Unlike `JSONDecoder`, the default is ISO 8601, which is what servers send.
    public enum DateDecodingStrategy: Sendable {
        /// ISO 8601 text: `2009-08-17T19:24:40Z`, with or without fractional seconds, `Z` or a
        /// `±hh:mm` offset, or a bare date (read as midnight UTC).
        case iso8601
        /// Text in one formatter's format.
        case formatted(DateFormatter)
        /// Text in any of a ``DateSerializer``'s formats (the mappers' date rules).
        case serializer(DateSerializer)
        /// A number of seconds since 1970.
        case secondsSince1970
        /// A number of milliseconds since 1970.
        case millisecondsSince1970
        /// `Date`'s own `Decodable` form (seconds since 2001).
        case deferredToDate
        /// The closure decodes the date from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` is read; the cases of `JSONDecoder.DataDecodingStrategy`.
    public enum DataDecodingStrategy: Sendable {
        /// Base64 text (the default).
        case base64
        /// `Data`'s own `Decodable` form (an array of bytes).
        case deferredToData
        /// The closure decodes the data from the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// How floating-point values JSON cannot write (infinity, NaN) are read.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Text where a number was expected is an error (the default).
        case `throw`
        /// These exact strings stand for positive infinity, negative infinity and NaN.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// Which payload values convert to a scalar of another kind.
    public enum ValueConversion: Sendable, Hashable {
        /// As `JSONDecoder`: a `String` property needs a string, an `Int` a number, a `Bool` a Boolean.
        /// XML text has no types, so XML scalars are always read from their text.
        case strict
        /// The mappers' conversions: numbers in strings (`"42"`), Booleans as `true/false/yes/no/1/0`,
        /// numbers and Booleans where a string was expected.
        case lenient
    }
}
