import Foundation
import InstantModel
import ObjectMapping
import XMLCoder

/// One small response per call, as a REST app maps them: one ~250-byte user (JSON) or ~335-byte
/// user (XML) per call, `records` separate calls (records = calls).
///
/// The payloads are the last (up to) 1,000 generated records, cycled so that the last call maps the
/// last record (the harness checks its name). Peers keep one configured decoder across calls (their
/// cheapest use); ours make a new mapper per call (the costlier choice: an app may also keep one, as
/// `ObjectManager` does), so every per-call cost is inside the figure.
extension Cases {
    static let small: [BenchCase] = [
        BenchCase(
            name: "small.json.jsondecoder", input: .generated, maxRecords: nil, isOurs: false,
            prepare: smallJSONDecoder),
        BenchCase(
            name: "small.json.ours.jsonmappable", input: .generated, maxRecords: nil, isOurs: true,
            prepare: smallJSONMappable),
        BenchCase(
            name: "small.json.ours.initjsondata", input: .generated, maxRecords: nil, isOurs: true,
            prepare: smallJSONInitJSONData),
        BenchCase(
            name: "small.json.ours.objectmapper", input: .generated, maxRecords: nil, isOurs: true,
            prepare: smallJSONObjectMapper),
        BenchCase(
            name: "small.json.ours.decodable", input: .generated, maxRecords: nil, isOurs: true,
            prepare: smallJSONDecodable),
        BenchCase(
            name: "small.xml.xmlcoder", input: .generated, maxRecords: 20_000, isOurs: false, prepare: smallXMLCoder),
        BenchCase(
            name: "small.xml.ours.objectmapper", input: .generated, maxRecords: nil, isOurs: true,
            prepare: smallXMLObjectMapper),
    ]

    /// The payloads of a small case and which one call `i` maps.
    struct SmallPayloads {
        let payloads: [Data]
        let calls: Int

        init(calls: Int, xml: Bool) {
            let count = min(calls, 1_000)
            payloads = (calls - count..<calls).map { index in
                var bytes: [UInt8] = []
                if xml {
                    Generator.appendXML(Generator.record(index), to: &bytes)
                } else {
                    Generator.appendJSON(Generator.record(index), to: &bytes)
                }
                return Data(bytes)
            }
            self.calls = calls
        }

        /// The payload of call `call` (0-based); the last call gets the last record.
        func payload(_ call: Int) -> Data {
            let count = payloads.count
            return payloads[((call - (calls - count)) % count + count) % count]
        }

        /// Runs `map` once per call; counts the calls and keeps the last name.
        func run(_ map: (Data) throws -> String?) rethrows -> RunOutput {
            var lastName: String?
            for call in 0..<calls { lastName = try map(payload(call)) }
            return RunOutput(count: calls, lastName: lastName)
        }
    }

    static func smallJSONDecoder(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let payloads = SmallPayloads(calls: input.records, xml: false)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return { try payloads.run { try decoder.decode(CodableUser.self, from: $0).name } }
    }

    /// `JSONDecoder`'s own type through a new `NodeDecoder()` per call.
    static func smallJSONDecodable(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let payloads = SmallPayloads(calls: input.records, xml: false)
        return { try payloads.run { try NodeDecoder().decode(CodableUser.self, from: $0).name } }
    }

    static func smallJSONMappable(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let payloads = SmallPayloads(calls: input.records, xml: false)
        return {
            try payloads.run { data in
                let result = try JSONMapper().map(data, to: BenchUser.self)
                guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors[0])") }
                return result.value.name
            }
        }
    }

    /// Instant Cocoa's `initWithJSONData:` call (README, "Migrating from Instant Cocoa"): `User(jsonData:)`,
    /// a default mapper made inside each call.
    static func smallJSONInitJSONData(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let payloads = SmallPayloads(calls: input.records, xml: false)
        return { try payloads.run { try BenchUser(jsonData: $0).name } }
    }

    static func smallJSONObjectMapper(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let payloads = SmallPayloads(calls: input.records, xml: false)
        return {
            try payloads.run { data in
                let result = try ObjectMapper(format: .json).map(data, to: RKUser.self)
                guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors[0])") }
                return result.value.name
            }
        }
    }

    static func smallXMLCoder(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let payloads = SmallPayloads(calls: input.records, xml: true)
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return { try payloads.run { try decoder.decode(XMLCoderUser.self, from: $0).name } }
    }

    static func smallXMLObjectMapper(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let payloads = SmallPayloads(calls: input.records, xml: true)
        return {
            try payloads.run { data in
                let result = try ObjectMapper(format: .xml).map(data, to: RKXMLUser.self, keyPath: "user")
                guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors[0])") }
                return result.value.name
            }
        }
    }
}
