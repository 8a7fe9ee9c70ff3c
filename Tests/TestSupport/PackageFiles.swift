import Foundation

/// Files of this package that tests read (the compatibility fixtures, golden files), found from this
/// source file's path, so every test target loads them the same way.
public enum PackageFiles {
    /// The package root: this file is `Tests/TestSupport/PackageFiles.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Compatibility/Fixtures/`, the RestKit- and Rails-style payloads (Compatibility/README.md).
    public static let fixtures = root.appendingPathComponent("Compatibility/Fixtures", isDirectory: true)

    /// A file under the package root, such as `Tests/ObjectMappingTests/Golden/params-multipart.txt`.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The bytes of a fixture, by its path under `Compatibility/Fixtures/` (`XML/users.xml`).
    public static func fixtureData(_ relativePath: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(relativePath))
    }

    /// The UTF-8 text of a fixture, by its path under `Compatibility/Fixtures/`.
    public static func fixtureText(_ relativePath: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The names of the fixtures in one folder of `Compatibility/Fixtures/` ending in `suffix`, sorted.
    public static func fixtureNames(in folder: String, suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(suffix) }.sorted()
    }
}
