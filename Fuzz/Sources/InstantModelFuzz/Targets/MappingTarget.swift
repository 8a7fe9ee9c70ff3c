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
            identity(data, policy: policy)
        }
    }

    /// The same payload mapped twice through one identity scope (weakly and strongly held), on the
    /// record, tree and collection paths of both mappers: a key names one record or the run reports why.
    private static func identity(_ data: Data, policy: MappingOptions.ErrorPolicy) {
        for holding in [IdentityScope.Holding.weak, .strong] {
            let scope = IdentityScope(holding: holding)
            var options = MappingOptions()
            options.errorPolicy = policy
            options.logger = nil
            options.identityScope = scope
            for _ in 0..<2 {
                _ = try? JSONMapper(options: options).map(data, to: FuzzRecord.self)
                _ = try? JSONMapper(options: options).map(data, to: [FuzzRecord].self)
                for format in [MappingFormat.json, .xml] {
                    var mapper = ObjectMapper(format: format)
                    mapper.errorPolicy = policy
                    mapper.identityScope = scope
                    mapper.registerClass(FuzzRecord.self, forElementNamed: "record")
                    _ = try? mapper.map(data, to: [FuzzRecord].self)
                    _ = try? mapper.map(data, to: FuzzRecord.self)
                    _ = try? mapper.mapFromString(String(decoding: data, as: UTF8.self))
                }
            }
            scope.removeAll()
        }
    }
}
