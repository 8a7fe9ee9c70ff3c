import Foundation
import TestSupport
import XCTest

/// `remap generate`'s output for fixture payloads and a real Debian file, in each style, equals the
/// Swift files in `Tests/GeneratedModelsTests/Generated/` (which that target compiles and maps the
/// samples with). `UPDATE_GOLDEN_FILES=1` rewrites them.
final class GenerateGoldenTests: GenerateTestCase {
    /// Debian's iso-codes (`apt-get install iso-codes`), read where the package puts it.
    static let isoCodes = "/usr/share/xml/iso-codes/iso_3166.xml"
    /// The same package's JSON form of the countries.
    static let isoCodesJSON = "/usr/share/iso-codes/json/iso_3166-1.json"

    /// Golden file name (the root type's name) → samples and options.
    static let cases: [(name: String, samples: [String], options: [String])] = [
        ("RestKitRailsUser", ["Mapping/rails-people.xml"], ["--style", "restkit"]),
        ("InstantRailsUser", ["Mapping/rails-people.xml"], ["--style", "instant"]),
        ("CodableRailsUser", ["Mapping/rails-people.xml"], ["--style", "codable"]),
        ("RestKitGraph", ["Mapping/restkit-graph.json"], ["--style", "restkit"]),
        ("InstantGraph", ["Mapping/restkit-graph.json"], ["--style", "instant"]),
        ("CodableGraph", ["Mapping/restkit-graph.json"], ["--style", "codable"]),
        ("RestKitCountry", [isoCodes], ["--style", "restkit", "--keypath", "iso_3166_entries.iso_3166_entry"]),
        ("InstantCountry", [isoCodes], ["--style", "instant", "--keypath", "iso_3166_entries.iso_3166_entry"]),
        ("CodableCountry", [isoCodes], ["--style", "codable", "--keypath", "iso_3166_entries.iso_3166_entry"]),
        ("RestKitCountryJSON", [isoCodesJSON], ["--style", "restkit"]),
        ("RestKitPerson", ["Mapping/rails-people.json", "Mapping/rails-people.xml"], []),
        ("InstantNestedResponse", ["Mapping/complex-nested-user.json"], ["--style", "instant"]),
    ]

    /// freedesktop.org's shared-mime-info database (`apt-get install shared-mime-info`): every type's
    /// `comment` is a string in English and an object (`xml:lang`, `text`) in each translation.
    static let sharedMimeInfo = "/usr/share/mime/packages/freedesktop.org.xml"

    static let mimeCases: [(name: String, samples: [String], options: [String])] = [
        ("RestKitMimeType", [sharedMimeInfo], ["--style", "restkit", "--keypath", "mime-info.mime-type"]),
        ("CodableMimeType", [sharedMimeInfo], ["--style", "codable", "--keypath", "mime-info.mime-type"]),
    ]

    func testGeneratedModelsEqualTheGoldenFiles() throws {
        guard FileManager.default.fileExists(atPath: Self.isoCodes),
            FileManager.default.fileExists(atPath: Self.isoCodesJSON)
        else {
            throw XCTSkip("\(Self.isoCodes) is absent: install Debian's iso-codes package (CI does)")
        }
        try assertGoldenFiles(Self.cases)
    }

    func testModelsGeneratedFromTheSharedMimeInfoDatabaseEqualTheGoldenFiles() throws {
        guard FileManager.default.fileExists(atPath: Self.sharedMimeInfo) else {
            throw XCTSkip("\(Self.sharedMimeInfo) is absent: install Debian's shared-mime-info package (CI does)")
        }
        try assertGoldenFiles(Self.mimeCases)
    }

    private func assertGoldenFiles(_ cases: [(name: String, samples: [String], options: [String])]) throws {
        for golden in cases {
            let samples = golden.samples.map {
                $0.hasPrefix("/") ? $0 : PackageFiles.fixtures.appendingPathComponent($0).path
            }
            let run = try remap(["generate"] + samples + golden.options + ["--class", golden.name])
            XCTAssertEqual(run.status, 0, "\(golden.name): \(run.errors)")
            let file = GoldenFile(PackageFiles.url("Tests/GeneratedModelsTests/Generated/\(golden.name).swift"))
            try file.assertMatches(Data(run.output.utf8))
        }
    }
}
