import Foundation
import InstantModel
import ObjectMapping

/// What two mapping results are compared by in the differential targets (a fast path against the
/// tree it must agree with).
enum MappingSummary {
    /// An `ObjectMapper` that maps from trees only: a registered element name, which no payload
    /// here uses, turns the record paths off.
    static func treeObjectMapper(_ format: MappingFormat) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.registerClass(FuzzRecord.self, forElementNamed: "unused-element-name-that-turns-records-off")
        return mapper
    }

    /// The models' payload forms and the report's errors.
    static func of(_ result: MappingResult<[FuzzRecord]>?) -> String {
        guard let result else { return "failed" }
        let models = result.value.map { model in
            (try? JSONMapper().jsonNode(ofObject: model)).map { "\($0)" } ?? "unwritable"
        }
        return "\(models) \(result.report.errors.map(\.description))"
    }
}
