// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

// Builds of the libraries without the `@Model` macro's compiler plugin (nothing in the libraries
// expands `@Model`): Fuzz/run.sh sets INSTANTMODEL_WITHOUT_MACRO=1, so the fuzzer's sanitizer flags
// never reach the plugin and no swift-syntax is built for it (the Apple SDK layout check rewrites
// `macroDependencies` in its copy to the same effect).
//
// Builds that expand `@Model` with a plugin built before (INSTANTMODEL_MACRO_PLUGIN=path to the plain
// debug build's `InstantModelMacros-tool`): .ci/run's sanitizer builds. Without it, SwiftPM would build
// the plugin and swift-syntax again with the sanitizer's flags (minutes per sanitizer, and nothing of
// the libraries runs in it); with it, the macro target and its tests leave the graph and every target
// loads the given plugin, as SwiftPM itself passes it.
let environment = ProcessInfo.processInfo.environment
let prebuiltMacroPlugin = environment["INSTANTMODEL_MACRO_PLUGIN"].flatMap { $0.isEmpty ? nil : $0 }
let macroPackages: [Package.Dependency] =
    prebuiltMacroPlugin == nil
    ? [.package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")] : []
let withoutMacroTarget = environment["INSTANTMODEL_WITHOUT_MACRO"] == "1" || prebuiltMacroPlugin != nil
let macroDependencies: [Target.Dependency] = withoutMacroTarget ? [] : ["InstantModelMacros"]

// The documentation plugin only where documentation is built, as GRDB does: .ci/run's documentation
// step sets SPI_BUILDER=1, and so does the Swift Package Index's builder (.spi.yml). An app resolving
// this package never fetches swift-docc-plugin.
let documentationPackages: [Package.Dependency] =
    environment["SPI_BUILDER"] == "1"
    ? [.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")] : []

let package = Package(
    name: "InstantModel",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "InstantPayload", targets: ["InstantPayload"]),
        .library(name: "InstantModel", targets: ["InstantModel"]),
        .library(name: "InstantXML", targets: ["InstantXML"]),
        .library(name: "ObjectMapping", targets: ["ObjectMapping"]),
        .library(name: "InstantNetworking", targets: ["InstantNetworking"]),
        .library(name: "InstantRemote", targets: ["InstantRemote"]),
        .executable(name: "remap", targets: ["remap"]),
        .library(name: "InstantStore", targets: ["InstantStore"]),
        .library(name: "InstantRemoteStore", targets: ["InstantRemoteStore"]),
    ],
    dependencies: macroPackages + documentationPackages + [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Any GRDB 7 from 7.10.0: an app on GRDB 7 resolves one version both accept
        // (Scripts/check-shared-ranges.sh).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // The payload: tree, keypaths, JSON reader/writers/stream readers, Codable over the tree.
        // No macro, no model layer, no libxml2, no networking.
        .target(name: "InstantPayload"),
        // The model layer on top (KVC, inspection, @Model, plans, mappers); re-exports InstantPayload.
        .target(
            name: "InstantModel",
            dependencies: macroDependencies + [
                "InstantPayload",
                .target(name: "CSwiftRuntime", condition: .when(platforms: [.linux])),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The Swift runtime's unowned-reference entry points, for the identity tables' cells (Linux).
        .target(name: "CSwiftRuntime"),
        .macro(
            name: "InstantModelMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ]
        ),
        // libxml2 through pkg-config, on Linux only: Apple SDKs ship their own `libxml2` module, which
        // InstantXML imports there (`#if canImport(libxml2)`), so iOS and macOS builds need no pkg-config.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "InstantXML",
            dependencies: ["InstantPayload", .target(name: "CLibXML2", condition: .when(platforms: [.linux]))]
        ),
        // What a product's closure may hold and link is CONTRIBUTING.md's product table, checked by
        // Scripts/check-product-closures.py; which modules may import FoundationNetworking and GRDB is
        // checked there too.
        // An HTTP request's method and bodies (form, JSON): no networking, so the RestKit layer and the
        // networking core share them without either linking the other.
        .target(name: "InstantRequest", dependencies: ["InstantModel"]),
        .target(name: "ObjectMapping", dependencies: ["InstantModel", "InstantXML", "InstantRequest"]),
        // URLSession: the HTTP client, its errors, and Instant Cocoa's gateway and fetcher, without the
        // RestKit layer (they send through any `RemoteTransport`; InstantRemote's ObjectManager is one).
        .target(name: "InstantNetworking", dependencies: ["InstantModel", "InstantRequest"]),
        // RestKit's ObjectManager over the networking core; re-exports InstantNetworking.
        .target(name: "InstantRemote", dependencies: ["InstantModel", "ObjectMapping", "InstantNetworking"]),
        // The local store: its own target, so apps that do not persist never link SQLite, and it links no
        // URLSession and no libxml2 itself.
        .target(name: "InstantStore", dependencies: ["InstantModel", .product(name: "GRDB", package: "GRDB.swift")]),
        // The store behind an ObjectManager, and the seeder reading payload files: only apps using both pay.
        .target(name: "InstantRemoteStore", dependencies: ["InstantStore", "InstantRemote", "ObjectMapping"]),
        // What `remap` does, without its command line: the Objective-C front end and emitters behind
        // `migrate`, the inference and writers behind `generate`, the mapping-file reader, the payload
        // input and streaming. Not a product; the executable and RemapKitTests use its `package` API.
        .target(name: "RemapKit", dependencies: ["InstantModel", "InstantXML", "ObjectMapping"]),
        // The command line: argument parsing and I/O, one file per subcommand in Commands/.
        .executableTarget(
            name: "remap",
            dependencies: [
                "RemapKit", "InstantModel", "InstantXML", "ObjectMapping", "InstantStore", "InstantRemoteStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "InstantPayloadTests", dependencies: ["InstantPayload", "TestSupport"]),
        .testTarget(
            name: "InstantModelTests",
            dependencies: [
                "InstantModel", "TestSupport", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .testTarget(
            name: "InstantModelMacrosTests",
            dependencies: [
                "InstantModelMacros",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
        // What the test targets share: fixture and golden-file loading, the built products' folder.
        .target(name: "TestSupport", dependencies: ["InstantPayload"], path: "Tests/TestSupport"),
        .testTarget(name: "InstantXMLTests", dependencies: ["InstantXML", "TestSupport"]),
        // Golden files are read from the source tree (TestSupport's GoldenFile), not bundled.
        .testTarget(name: "ObjectMappingTests", dependencies: ["ObjectMapping", "TestSupport"], exclude: ["Golden"]),
        // Allocation ceilings and the benchmark's mapping paths run once: the generator and models in
        // Fixtures/ are the benchmark's own (Benchmarks/ links to them).
        .testTarget(name: "PerformanceTests", dependencies: ["ObjectMapping", "TestSupport", "AllocationCounter"]),
        // Counts the test executable's heap allocations (glibc), for the allocation-ceiling tests.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        // QuickStart: ReadmeTourTests runs the README's first example as built.
        .testTarget(name: "CompatibilityTests", dependencies: ["ObjectMapping", "TestSupport", "QuickStart"]),
        .testTarget(name: "InstantRemoteTests", dependencies: ["InstantRemote"]),
        // RemapKit in process: the Objective-C front end, the inference behind `generate`, the mapping-file
        // reader and the streamed keypaths, with the golden files of `migrate` and `generate`.
        .testTarget(name: "RemapKitTests", dependencies: ["RemapKit", "ObjectMapping", "TestSupport"]),
        // The built `remap` run as a process: exit codes, standard output and error, files written.
        .testTarget(
            name: "RemapTests",
            dependencies: ["remap", "InstantModel", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Models `remap generate` wrote (RemapKitTests' golden files), compiled and mapped with their samples.
        .testTarget(name: "GeneratedModelsTests", dependencies: ["ObjectMapping", "InstantXML", "TestSupport"]),
        // What `remap migrate` writes for the Objective-C apps in Tests/Fixtures/Migration (the golden
        // files in Generated/, which RemapKitTests compares), compiled beside hand-written ports of the same
        // apps: the CI's "build the migrated app against this package", without a second package.
        .testTarget(name: "MigratedModelsTests", dependencies: ["ObjectMapping", "InstantStore", "TestSupport"]),
        .testTarget(name: "IntegrationTests", dependencies: ["InstantRemote", "InstantStore", "InstantRemoteStore"]),
        .testTarget(
            name: "InstantStoreTests",
            dependencies: [
                "InstantStore", "InstantRemoteStore", "StoreSaveChild", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The process the store's kill test starts and kills (SIGKILL) while it saves.
        .executableTarget(
            name: "StoreSaveChild", dependencies: ["InstantStore", "ObjectMapping"], path: "Tests/StoreSaveChild"),
        // The README's first example, `swift run QuickStart`: one model mapped from JSON and from XML
        // (ReadmeCodeBlockTests finds the README's block here; ReadmeTourTests runs it).
        .executableTarget(
            name: "QuickStart", dependencies: ["InstantModel", "ObjectMapping"], path: "Examples/QuickStart"),
        // The hostile corpus (Tests/Fixtures/Hostile, read through #filePath) and the round trips.
        .testTarget(name: "HardeningTests", dependencies: ["ObjectMapping", "TestSupport"]),
        // Another library's `@Model` (a test-only stand-in for SwiftData's) and a test file that sees
        // both macros: `@InstantModel.Model` and `@OtherModelKit.Model` side by side.
        .macro(
            name: "OtherModelKitMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ],
            path: "Tests/OtherModelKitMacros"
        ),
        .target(name: "OtherModelKit", dependencies: ["OtherModelKitMacros"], path: "Tests/OtherModelKit"),
        .testTarget(name: "MacroCoexistenceTests", dependencies: ["InstantModel", "OtherModelKit"]),
    ],
    swiftLanguageModes: [.v6]
)

// The other module's `@Model` and the test that needs it build their own plugin from swift-syntax:
// they leave the graph whenever the macro target does (sanitizer runs, the fuzz package).
if withoutMacroTarget {
    let otherMacroTargets: Set = ["OtherModelKitMacros", "OtherModelKit", "MacroCoexistenceTests"]
    package.targets.removeAll { otherMacroTargets.contains($0.name) }
}

if let plugin = prebuiltMacroPlugin {
    let macroTargets: Set = ["InstantModelMacros", "InstantModelMacrosTests"]
    package.targets.removeAll { macroTargets.contains($0.name) }
    let loadPlugin: [String] = ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", "\(plugin)#InstantModelMacros"]
    for target in package.targets where target.type != .system {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(loadPlugin)]
    }
}
