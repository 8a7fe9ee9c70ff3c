import Foundation
import RemapKit
import TestSupport
import XCTest

/// `remap generate`'s models for fixture payloads and a real Debian file, in each style, equal the
/// Swift files in `Tests/GeneratedModelsTests/Generated/` (which that target compiles and maps the
/// samples with). `UPDATE_GOLDEN_FILES=1` rewrites them.
final class GenerateGoldenTests: XCTestCase {
    /// Debian's iso-codes (`apt-get install iso-codes`), read where the package puts it.
    static let isoCodes = "/usr/share/xml/iso-codes/iso_3166.xml"
    /// The same package's JSON form of the countries.
    static let isoCodesJSON = "/usr/share/iso-codes/json/iso_3166-1.json"

    /// Golden file name (the root type's name) → samples, style and keypath.
    static let cases: [(name: String, samples: [String], style: ModelStyle, keyPath: String?)] = [
        ("RestKitRailsUser", ["Mapping/rails-people.xml"], .restkit, nil),
        ("InstantRailsUser", ["Mapping/rails-people.xml"], .instant, nil),
        ("CodableRailsUser", ["Mapping/rails-people.xml"], .codable, nil),
        ("RestKitGraph", ["Mapping/restkit-graph.json"], .restkit, nil),
        ("InstantGraph", ["Mapping/restkit-graph.json"], .instant, nil),
        ("CodableGraph", ["Mapping/restkit-graph.json"], .codable, nil),
        ("RestKitCountry", [isoCodes], .restkit, "iso_3166_entries.iso_3166_entry"),
        ("InstantCountry", [isoCodes], .instant, "iso_3166_entries.iso_3166_entry"),
        ("CodableCountry", [isoCodes], .codable, "iso_3166_entries.iso_3166_entry"),
        ("RestKitCountryJSON", [isoCodesJSON], .restkit, nil),
        ("RestKitPerson", ["Mapping/rails-people.json", "Mapping/rails-people.xml"], .restkit, nil),
        ("InstantNestedResponse", ["Mapping/complex-nested-user.json"], .instant, nil),
    ]

    /// freedesktop.org's shared-mime-info database (`apt-get install shared-mime-info`): every type's
    /// `comment` is a string in English and an object (`xml:lang`, `text`) in each translation.
    static let sharedMimeInfo = "/usr/share/mime/packages/freedesktop.org.xml"

    static let mimeCases: [(name: String, samples: [String], style: ModelStyle, keyPath: String?)] = [
        ("RestKitMimeType", [sharedMimeInfo], .restkit, "mime-info.mime-type"),
        ("CodableMimeType", [sharedMimeInfo], .codable, "mime-info.mime-type"),
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

    private func assertGoldenFiles(
        _ cases: [(name: String, samples: [String], style: ModelStyle, keyPath: String?)]
    ) throws {
        for golden in cases {
            let samples = try golden.samples.map {
                try PayloadInput.load(
                    path: $0.hasPrefix("/") ? $0 : PackageFiles.fixtures.appendingPathComponent($0).path, format: nil)
            }
            let generator = ModelGenerator(style: golden.style, keyPath: golden.keyPath, className: golden.name)
            let source = try generator.generate(samples).source
            let file = GoldenFile(PackageFiles.url("Tests/GeneratedModelsTests/Generated/\(golden.name).swift"))
            try file.assertMatches(Data(source.utf8))
        }
    }
}
