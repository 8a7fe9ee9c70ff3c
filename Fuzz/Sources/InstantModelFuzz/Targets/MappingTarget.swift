import Foundation
import InstantModel
import ObjectMapping

/// Fuzzed JSON and XML mapped onto a model graph with every property kind, strict and lenient.
enum MappingTarget {
    static func run(_ data: Data) {
        for policy in [MappingOptions.ErrorPolicy.strict, .lenient] {
            var options = MappingOptions()
            options.errorPolicy = policy
            options.logger = nil
            let strict = try? JSONMapper(options: options).map(data, to: FuzzRecord.self)
            _ = try? JSONMapper(options: options).map(data, to: FuzzRecord.self, keyPath: "page.record")
            if let record = strict?.value { _ = try? JSONMapper(options: options).jsonRepresentation(ofObject: record) }
            for format in [MappingFormat.json, .xml] {
                var mapper = ObjectMapper(format: format)
                mapper.errorPolicy = policy
                mapper.registerClass(FuzzRecord.self, forElementNamed: "record")
                if let mapped = try? mapper.map(data, to: FuzzRecord.self) {
                    _ = try? DynamicRouter().parameters(forObject: mapped.value, method: .post)
                }
                _ = try? mapper.map(data, onto: FuzzRecord(), keyPath: "record")
                _ = try? mapper.mapFromString(String(decoding: data, as: UTF8.self))
            }
        }
    }
}
