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
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "InstantXML", dependencies: ["InstantModel", "CLibXML2"]),
        .target(name: "ObjectMapping", dependencies: ["InstantModel", "InstantXML"]),
        .target(name: "InstantRemote", dependencies: ["InstantModel", "ObjectMapping"]),
        .executableTarget(
            name: "remap",
            dependencies: [
                "InstantModel", "InstantXML", "ObjectMapping",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "InstantModelTests",
            dependencies: ["InstantModel", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .testTarget(
            name: "InstantModelMacrosTests",
            dependencies: [
                "InstantModelMacros",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "InstantXMLTests", dependencies: ["InstantXML"]),
        // Golden files are read through #filePath, not bundled.
        .testTarget(
            name: "ObjectMappingTests", dependencies: ["ObjectMapping", "AllocationCounter"], exclude: ["Golden"]),
        // Counts the test executable's heap allocations (glibc), for the allocation-ceiling tests.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(name: "CompatibilityTests", dependencies: ["ObjectMapping"]),
        .testTarget(name: "InstantRemoteTests", dependencies: ["InstantRemote"]),
        .testTarget(name: "RemapTests", dependencies: ["remap"]),
        .testTarget(name: "IntegrationTests", dependencies: ["InstantRemote"]),
        // The hostile corpus (Tests/Fixtures/Hostile, read through #filePath) and the round trips.
        .testTarget(name: "HardeningTests", dependencies: ["ObjectMapping"]),
    ],
    swiftLanguageModes: [.v6]
)
