import Foundation
import InstantModel
import ObjectMapping

/// The identity cases: the `*.ours.objectmapper` calls through an `IdentityScope`, for users keyed
/// by `id`. `identity` maps into a new scope every run (every key new); `identity.update` maps the
/// same payload onto the objects an earlier mapping made and the scope holds (every key found).
enum IdentityCases {
    static let all: [BenchCase] = [
        BenchCase(
            name: "json.ours.objectmapper.identity", input: .jsonData, maxRecords: nil, isOurs: true,
            prepare: { try json($0, update: false) }),
        BenchCase(
            name: "json.ours.objectmapper.identity.update", input: .jsonData, maxRecords: nil, isOurs: true,
            prepare: { try json($0, update: true) }),
        BenchCase(
            name: "xml.ours.objectmapper.identity", input: .xmlData, maxRecords: nil, isOurs: true,
            prepare: { try xml($0, update: false) }),
        BenchCase(
            name: "xml.ours.objectmapper.identity.update", input: .xmlData, maxRecords: nil, isOurs: true,
            prepare: { try xml($0, update: true) }),
    ]

    /// Cost over the same call without a scope: identity / plain.
    static let overPlain: [(ours: String, floor: String, bound: Ratio.Bound)] = [
        ("json.ours.objectmapper.identity", "json.ours.objectmapper", .atMost(1.2)),
        ("json.ours.objectmapper.identity.update", "json.ours.objectmapper", .atMost(1.5)),
        ("xml.ours.objectmapper.identity", "xml.ours.objectmapper", .atMost(1.2)),
        ("xml.ours.objectmapper.identity.update", "xml.ours.objectmapper", .atMost(1.5)),
    ]

    private static func mapper(_ format: MappingFormat, _ scope: IdentityScope) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.identityScope = scope
        return mapper
    }

    static func json(_ input: PreparedInput, update: Bool) throws -> () throws -> RunOutput {
        let data = input.data
        let held = IdentityScope()
        // The update case's objects, made before the clock and kept alive for every run.
        let earlier = update ? try mapper(.json, held).map(data, to: [RKKeyedUser].self, keyPath: "users").value : []
        return {
            let scope = update ? held : IdentityScope()
            let result = try mapper(.json, scope).map(data, to: [RKKeyedUser].self, keyPath: "users")
            guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors.first!)") }
            if update, result.value.last !== earlier.last { throw BenchError.wrongResult("a new object") }
            return RunOutput(count: result.value.count, lastName: result.value.last?.name, keep: result.value)
        }
    }

    static func xml(_ input: PreparedInput, update: Bool) throws -> () throws -> RunOutput {
        let data = input.data
        let held = IdentityScope()
        let earlier =
            update ? try mapper(.xml, held).map(data, to: [RKXMLKeyedUser].self, keyPath: "users.user").value : []
        return {
            let scope = update ? held : IdentityScope()
            let result = try mapper(.xml, scope).map(data, to: [RKXMLKeyedUser].self, keyPath: "users.user")
            guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors.first!)") }
            if update, result.value.last !== earlier.last { throw BenchError.wrongResult("a new object") }
            return RunOutput(count: result.value.count, lastName: result.value.last?.name, keep: result.value)
        }
    }
}
