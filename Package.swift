// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "InstantModel",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "InstantModel", targets: ["InstantModel"]),
        .library(name: "InstantXML", targets: ["InstantXML"]),
        .library(name: "ObjectMapping", targets: ["ObjectMapping"]),
        .library(name: "InstantRemote", targets: ["InstantRemote"]),
        .executable(name: "remap", targets: ["remap"]),
        .library(name: "InstantStore", targets: ["InstantStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // Core: payload tree, keypaths, KVC, inspection, mapping, JSON. No libxml2, no networking.
        .target(
            name: "InstantModel",
            dependencies: [
                "InstantModelMacros",
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
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
            dependencies: ["InstantModel", .target(name: "CLibXML2", condition: .when(platforms: [.linux]))]
        ),
        .target(name: "ObjectMapping", dependencies: ["InstantModel", "InstantXML"]),
        .target(name: "InstantRemote", dependencies: ["InstantModel", "ObjectMapping"]),
        // The local store (SPEC 7a): its own target, so apps that do not persist never link SQLite.
        .target(name: "InstantStore", dependencies: ["InstantRemote", .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(
            name: "remap",
            dependencies: [
                "InstantModel", "InstantXML", "ObjectMapping", "InstantStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
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
        .target(name: "TestSupport", dependencies: ["InstantModel"], path: "Tests/TestSupport"),
        .testTarget(name: "InstantXMLTests", dependencies: ["InstantXML", "TestSupport"]),
        // Golden files are read from the source tree (TestSupport's GoldenFile), not bundled.
        .testTarget(name: "ObjectMappingTests", dependencies: ["ObjectMapping", "TestSupport"], exclude: ["Golden"]),
        // Allocation ceilings and the benchmark's mapping paths run once: the generator and models in
        // Fixtures/ are the benchmark's own (Benchmarks/ links to them).
        .testTarget(name: "PerformanceTests", dependencies: ["ObjectMapping", "TestSupport", "AllocationCounter"]),
        // Counts the test executable's heap allocations (glibc), for the allocation-ceiling tests.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(name: "CompatibilityTests", dependencies: ["ObjectMapping", "TestSupport"]),
        .testTarget(name: "InstantRemoteTests", dependencies: ["InstantRemote"]),
        .testTarget(
            name: "RemapTests", dependencies: ["remap", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "IntegrationTests", dependencies: ["InstantRemote", "InstantStore"]),
        .testTarget(
            name: "InstantStoreTests",
            dependencies: [
                "InstantStore", "StoreSaveChild", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The process the store's kill test starts and kills (SIGKILL) while it saves.
        .executableTarget(name: "StoreSaveChild", dependencies: ["InstantStore"], path: "Tests/StoreSaveChild"),
        // The hostile corpus (Tests/Fixtures/Hostile, read through #filePath) and the round trips.
        .testTarget(name: "HardeningTests", dependencies: ["ObjectMapping", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
