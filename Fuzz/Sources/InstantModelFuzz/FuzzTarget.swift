import Foundation

/// The fuzz targets, by the name `run.sh` and `FUZZ_TARGET` use.
enum FuzzTarget: String, CaseIterable {
    case jsonDocument = "json-document"
    case jsonCollection = "json-collection"
    case xmlDocument = "xml-document"
    case xmlCollection = "xml-collection"
    case xmlStream = "xml-stream"
    case keyPath = "keypath"
    case resourcePath = "resource-path"
    case formURLEncoded = "form-urlencoded"
    case modelMapping = "model-mapping"
    case streamKeyPath = "stream-keypath"
    case codableRoutes = "codable-routes"

    /// Feeds one input to the target; a broken invariant stops the process so libFuzzer keeps the input.
    func run(_ data: Data) {
        switch self {
        case .jsonDocument: JSONTargets.document(data)
        case .jsonCollection: JSONTargets.collection(data)
        case .xmlDocument: XMLTargets.document(data)
        case .xmlCollection: XMLTargets.collection(data)
        case .xmlStream: XMLTargets.stream(data)
        case .keyPath: TextTargets.keyPath(data)
        case .resourcePath: TextTargets.resourcePath(data)
        case .formURLEncoded: TextTargets.formURLEncoded(data)
        case .modelMapping: MappingTarget.run(data)
        case .streamKeyPath: StreamKeyPathTarget.run(data)
        case .codableRoutes: CodableRoutesTarget.run(data)
        }
    }
}
