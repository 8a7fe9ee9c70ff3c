/// Which kind of Swift model `remap generate` writes.
package enum ModelStyle: String, CaseIterable {
    /// `@Model` classes with RestKit 0.9's `elementToPropertyMappings` and
    /// `elementToRelationshipMappings`, mapped by `ObjectMapper` from JSON and XML alike.
    case restkit
    /// `@Model` classes with Instant Cocoa's `jsonMapping`, mapped by `JSONMapper`.
    case instant
    /// `Codable` structs with `CodingKeys`, decoded by `NodeDecoder` (JSON) or `XMLNodeDecoder` (XML).
    case codable
}
