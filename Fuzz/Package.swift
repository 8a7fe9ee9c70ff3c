// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets over the payload boundary, in a package of their own so the main build never
// sees fuzzer flags. `run.sh` builds it with every module address-sanitized and instrumented for
// coverage; only the fuzz executable links libFuzzer.
//
// The payload modules are compiled from the main package's sources (through the links in
// Sources/Linked) without the `@Model` macro target: with the macro in the build, the sanitizer
// flags also reach its compiler plugin and swift-syntax (host tools), which costs a sanitized
// swift-syntax build and, with `-sanitize=fuzzer`, fails to link beside libFuzzer's `main`. The
// fuzz models write their property tables by hand, as the core's own tests do.
let package = Package(
    name: "InstantModelFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "InstantModel",
            dependencies: [
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Linked/InstantModel",
            exclude: ["Documentation.docc"]
        ),
        .systemLibrary(name: "CLibXML2", path: "Sources/Linked/CLibXML2", pkgConfig: "libxml-2.0"),
        .target(
            name: "InstantXML", dependencies: ["InstantModel", "CLibXML2"], path: "Sources/Linked/InstantXML",
            exclude: ["Documentation.docc"]),
        .target(
            name: "ObjectMapping", dependencies: ["InstantModel", "InstantXML"], path: "Sources/Linked/ObjectMapping",
            exclude: ["Documentation.docc"]),
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "InstantModelFuzz",
            dependencies: ["CFuzzerDriver", "InstantModel", "InstantXML", "ObjectMapping"],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
