import Foundation
import SimdjsonFloor

/// The JSON floors: Debian's simdjson, the fastest parser this machine runs, through a small C++ target.
///
/// `json.simdjson.parse` is simdjson's DOM parse of the whole input (each record's name read);
/// `json.simdjson.ondemand` is simdjson On-Demand into C++ records with `std::string` fields, the
/// date read into seconds and one heap object per record: the fastest honest "JSON → objects".
/// The input is copied into simdjson's padded buffer and the parser allocated before timing
/// (simdjson's documented usage: one parser, many documents).
extension Cases {
    static let simdjson: [BenchCase] = [
        BenchCase(
            name: "json.simdjson.parse", input: .jsonData, maxRecords: nil, isOurs: false, prepare: simdjsonParse),
        BenchCase(
            name: "json.simdjson.ondemand", input: .jsonData, maxRecords: nil, isOurs: false,
            prepare: simdjsonOnDemand),
    ]

    /// Owns the padded input and parsers for the child's lifetime.
    final class SimdjsonInput: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ data: Data) throws {
            guard
                let pointer = data.withUnsafeBytes({ bytes in
                    simdjson_floor_load(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
                })
            else { throw BenchError.wrongResult("simdjson could not load the input") }
            self.pointer = pointer
        }
        deinit { simdjson_floor_release(pointer) }
    }

    /// The C++ records of one run, freed when the harness drops the run's output (after the clock stops).
    final class SimdjsonUsers {
        let pointer: UnsafeMutableRawPointer
        init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
        deinit { simdjson_floor_free_users(pointer) }
    }

    static func output(_ result: SimdjsonFloorResult, keep: Any? = nil) throws -> RunOutput {
        guard result.error == 0 else { throw BenchError.wrongResult("simdjson error \(result.error)") }
        let name = withUnsafeBytes(of: result.lastName) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return RunOutput(count: result.records, lastName: name, keep: keep)
    }

    static func simdjsonParse(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let loaded = try SimdjsonInput(input.data)
        return { try output(simdjson_floor_parse(loaded.pointer)) }
    }

    static func simdjsonOnDemand(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let loaded = try SimdjsonInput(input.data)
        return {
            var users: UnsafeMutableRawPointer?
            let result = simdjson_floor_ondemand(loaded.pointer, &users)
            return try output(result, keep: users.map(SimdjsonUsers.init))
        }
    }
}
