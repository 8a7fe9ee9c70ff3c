/// The payload format an ``ObjectMapper`` reads (`RKMappingFormat`).
public enum MappingFormat: String, Sendable, Hashable, CaseIterable {
    /// JSON (the default).
    case json
    /// XML, read through libxml2 into the same payload tree.
    case xml

    /// The MIME type servers use for the format, for `Accept` and `Content-Type` headers.
    public var mimeType: String {
        switch self {
        case .json: "application/json"
        case .xml: "application/xml"
        }
    }
}

/// What a mapper does with a property whose element is missing from the payload
/// (`RKMissingElementMappingPolicy`).
public enum MissingElementMappingPolicy: Sendable, Hashable {
    /// Leave the property as it is (`RKIgnoreMissingElementMappingPolicy`, the default).
    case ignore
    /// Set it to nil (`RKSetNilForMissingElementMappingPolicy`); applies to relationships too.
    case setNil
}
