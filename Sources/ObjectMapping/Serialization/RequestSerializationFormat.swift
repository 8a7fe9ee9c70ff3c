/// The body format a router writes its serializations in.
///
/// RestKit 0.9's routers always returned a dictionary, which it sent form-encoded; servers that read
/// JSON or XML params get the same parameter tree in their format instead.
public enum RequestSerializationFormat: Sendable, Hashable, CaseIterable {
    /// `application/x-www-form-urlencoded` (`FormURLEncodedParams`), RestKit's default.
    case formURLEncoded
    /// `application/json` (`JSONParams`).
    case json
    /// `application/xml`, Rails style (``XMLParams``).
    case xml
}
