import Foundation
import XCTest

extension XCTestCase {
    /// The folder the build put the package's products in, executables included.
    ///
    /// Found from the test bundle, as swift-argument-parser's test helpers do (`debugURL` in
    /// `ArgumentParserTestHelpers`): on macOS the tests run inside `NAME.xctest`, which sits in that
    /// folder; on Linux the test executable itself does.
    public var productsDirectory: URL {
        let bundle = Bundle(for: type(of: self)).bundleURL
        return bundle.lastPathComponent.hasSuffix(".xctest") ? bundle.deletingLastPathComponent() : bundle
    }
}
