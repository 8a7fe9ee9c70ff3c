// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets over the payload boundary, in a package of their own so the main build never
// sees fuzzer flags. `run.sh` builds it with every module address-sanitized and instrumented for
// coverage; only the fuzz executable links libFuzzer.
//
// The targets fuzzed are the main package's own libraries (`..`). `run.sh` sets
// INSTANTMODEL_WITHOUT_MACRO=1, which leaves the `@Model` macro out of InstantModel's dependencies
// (see the main Package.swift): with the macro in the build, the sanitizer flags also reach its
// compiler plugin and swift-syntax (host tools), which costs a sanitized swift-syntax build and,
// with `-sanitize=fuzzer`, fails to link beside libFuzzer's `main`. The fuzz models write their
// property tables by hand, as the core's own tests do.
let package = Package(
    name: "InstantModelFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "InstantModel", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "InstantModelFuzz",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "InstantPayload", package: "InstantModel"),
                .product(name: "InstantModel", package: "InstantModel"),
                .product(name: "InstantXML", package: "InstantModel"),
                .product(name: "ObjectMapping", package: "InstantModel"),
            ],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
