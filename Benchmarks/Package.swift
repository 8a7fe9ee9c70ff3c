// swift-tools-version: 6.0
// The benchmark harness: a separate package so the library's own build stays light.
// Run: swift run -c release --package-path Benchmarks bench [--records N] [--case NAME] [--quick]
import Foundation
import PackageDescription

// With INSTANTMODEL_MACRO_PLUGIN set (see the root Package.swift), `bench` expands `@Model` with that
// prebuilt plugin too: the root package then has no macro target to lend it.
let macroPlugin = ProcessInfo.processInfo.environment["INSTANTMODEL_MACRO_PLUGIN"].flatMap { $0.isEmpty ? nil : $0 }
let benchSettings: [SwiftSetting] =
    macroPlugin.map {
        [.unsafeFlags(["-Xfrontend", "-load-plugin-executable", "-Xfrontend", "\($0)#InstantModelMacros"])]
    }
    ?? []

let package = Package(
    name: "InstantModelBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "InstantModel", path: ".."),
        .package(url: "https://github.com/CoreOffice/XMLCoder", exact: "0.18.2"),
        .package(url: "https://github.com/drmohundro/SWXMLHash", exact: "8.1.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // The simdjson floor (C++, Debian's libsimdjson-dev; see README "Setup"). Benchmark-only.
        .target(
            name: "SimdjsonFloor",
            linkerSettings: [.linkedLibrary("simdjson")]
        ),
        .executableTarget(
            name: "bench",
            dependencies: [
                "SimdjsonFloor",
                .product(name: "InstantModel", package: "InstantModel"),
                .product(name: "InstantXML", package: "InstantModel"),
                .product(name: "ObjectMapping", package: "InstantModel"),
                .product(name: "InstantStore", package: "InstantModel"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
            ],
            swiftSettings: benchSettings
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
