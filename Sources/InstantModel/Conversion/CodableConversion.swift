import Foundation

/// Conversion for property types that are `Codable` but neither models, scalars nor
/// ``NodeConvertible`` (a `struct GeoPoint: Codable`, an `enum Kind: Codable`): through
/// `NodeDecoder` and `NodeEncoder`, with the mappers' lenient values, XML shapes and the run's
/// date serializer, so such a property maps like any other.
enum CodableConversion {
    /// `node` decoded as `type`; a failure becomes a `ConversionFailure` the mapper puts at the
    /// property's keypath.
    static func decode(_ type: any Decodable.Type, from node: Node, in context: MappingContext) throws -> Any {
        var decoder = NodeDecoder()
        decoder.valueConversion = .lenient
        decoder.readsXML = true
        decoder.dateDecodingStrategy = .serializer(context.options.dateSerializer)
        do {
            return try decoder.decode(type, from: node)
        } catch let error as DecodingError {
            throw ConversionFailure(expectedType: String(describing: type), value: node, reason: error.briefReason)
        }
    }

    /// The payload form of `value`, dates through the run's date serializer.
    static func encode(_ value: any Encodable, in context: MappingContext) throws -> Node {
        var encoder = NodeEncoder()
        encoder.dateEncodingStrategy = .serializer(context.options.dateSerializer)
        do {
            return try encoder.encodeNode(value)
        } catch let error as EncodingError {
            throw MappingError(
                .typeMismatch, keyPath: context.currentPathText(), expectedType: "a payload value",
                message: "cannot write a value of type \(type(of: value)): \(error)")
        }
    }
}

extension DecodingError {
    /// The debug description, for messages that already say where.
    var briefReason: String {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(self)"
        }
    }
}
