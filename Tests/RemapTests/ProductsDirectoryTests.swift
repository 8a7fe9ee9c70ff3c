import Foundation
import TestSupport
import XCTest

/// The built executables are found from the test bundle, the way swift-argument-parser's test helpers
/// find theirs, so the command tests run on macOS (inside an `.xctest` bundle) as on Linux.
final class ProductsDirectoryTests: XCTestCase {
    func testTheProductsDirectoryHoldsTheBuiltRemapExecutable() {
        let remap = productsDirectory.appendingPathComponent("remap")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: remap.path), remap.path)
        XCTAssertFalse(productsDirectory.lastPathComponent.hasSuffix(".xctest"))
    }
}
