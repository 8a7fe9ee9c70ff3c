import Foundation
import InstantNetworking
import ObjectMapping

extension HTTPResponse {
    /// The payload format its `Content-Type` names, if it names one.
    var format: MappingFormat? { headers["content-type"].flatMap(MappingFormat.init(contentType:)) }

    /// Whether the `Content-Type` is `format`'s (`RKResponse -isJSON` / `-isXML`): `application/json`,
    /// `text/json`, `text/x-json` or a `+json` type for JSON; `application/xml`, `text/xml` or a
    /// `+xml` type for XML. Parameters such as `charset` are ignored.
    package func isOfFormat(_ format: MappingFormat) -> Bool {
        guard let header = headers["content-type"] else { return false }
        let type = (header.split(separator: ";", maxSplits: 1).first.map(String.init) ?? header)
            .trimmingCharacters(in: .whitespaces).lowercased()
        switch format {
        case .json:
            return ["application/json", "text/json", "text/x-json", "application/x-json"].contains(type)
                || type.hasSuffix("+json")
        case .xml:
            return ["application/xml", "text/xml"].contains(type) || type.hasSuffix("+xml")
        }
    }
}
