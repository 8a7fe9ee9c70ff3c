import Foundation
import InstantModel
import InstantXML

/// The Codable cases: the same `Codable` types the peers decode and encode (`CodableUser` for
/// `JSONDecoder`/`JSONEncoder`, `XMLCoderUser` for XMLCoder), through `NodeDecoder`, `XMLNodeDecoder`
/// and `NodeEncoder`.
enum CodableCases {
    static let all: [BenchCase] = [
        BenchCase(name: "json.ours.decodable", input: .jsonData, maxRecords: nil, isOurs: true, prepare: jsonDecodable),
        BenchCase(name: "xml.ours.decodable", input: .xmlData, maxRecords: nil, isOurs: true, prepare: xmlDecodable),
        BenchCase(
            name: "xml.ours.decodable.stream", input: .xmlFile, maxRecords: nil, isOurs: true,
            prepare: xmlDecodableStream),
        BenchCase(
            name: "encode.ours.encodable", input: .codableUsers, maxRecords: nil, isOurs: true, prepare: encodable),
    ]

    /// Speed targets for these cases (slow median / fast median), reported with the others.
    static let speedups: [(slow: String, fast: String, bound: Ratio.Bound)] = [
        ("json.jsondecoder", "json.ours.decodable", .atLeast(3)),
        ("small.json.jsondecoder", "small.json.ours.decodable", .atLeast(3)),
        ("xml.xmlcoder", "xml.ours.decodable", .atLeast(30)),
        ("xml.swxmlhash", "xml.ours.decodable", .atLeast(3)),
        ("encode.jsonencoder", "encode.ours.encodable", .atLeast(3.5)),
    ]

    /// `NodeDecoder().decode([CodableUser].self, from: data, keyPath: "users")`: each user read into
    /// a tape and decoded from its bytes while the reader reads.
    static func jsonDecodable(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let users = try NodeDecoder().decode([CodableUser].self, from: data, keyPath: "users")
            return RunOutput(count: users.count, lastName: users.last?.name, keep: users)
        }
    }

    /// `XMLNodeDecoder().decode([XMLCoderUser].self, from: data, keyPath: "users.user")`: the
    /// XMLCoder case's own type, streamed record by record.
    static func xmlDecodable(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let users = try XMLNodeDecoder().decode([XMLCoderUser].self, from: data, keyPath: "users.user")
            return RunOutput(count: users.count, lastName: users.last?.name, keep: users)
        }
    }

    /// `XMLStreamReader(contentsOf: file, keyPath: "users.user").forEachDecoded(XMLCoderUser.self)`:
    /// one record in memory at a time, each dropped after use.
    static func xmlDecodableStream(_ input: PreparedInput) throws -> () throws -> RunOutput {
        guard let url = input.fileURL else { throw BenchError.wrongResult("no input file") }
        return {
            var count = 0
            var lastName: String?
            var idSum = 0
            try XMLStreamReader(contentsOf: url, keyPath: "users.user").forEachDecoded(XMLCoderUser.self) { user in
                count += 1
                idSum &+= user.id
                lastName = user.name
            }
            guard idSum == count * (count + 1) / 2 else { throw BenchError.wrongResult("ids do not add up") }
            return RunOutput(count: count, lastName: lastName)
        }
    }

    /// `NodeEncoder().encode(users)`: JSON bytes of the `JSONEncoder` case's objects.
    static func encodable(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let users = input.codableUsers
        return {
            let data = try NodeEncoder().encode(users)
            return RunOutput(count: users.count, outputBytes: data.count, keep: data)
        }
    }
}
