import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// RestKit 0.9.2's public path helpers of `RKClient.h`/`RKClient.m`, which apps called directly:
/// `RKMakePathWithObject` and `RKPathAppendQueryParams`, as `makePath(_:with:)` and
/// `pathAppendingQueryParams(_:_:)`.
final class ResourcePathFunctionTests: XCTestCase {
    private func blake() -> PathHuman {
        let human = PathHuman()
        human.railsID = 31337
        human.name = "blake"
        return human
    }

    /// `RKClient.m RKMakePathWithObject`: every `(keyPath)` replaced by `[NSString stringWithFormat:@"%@",
    /// [object valueForKeyPath:keyPath]]`, unescaped.
    func testMakePathInterpolatesParenthesizedKeyPathsVerbatim() throws {
        XCTAssertEqual(try makePath("/humans/(railsID)/(name)", with: blake()), "/humans/31337/blake")
        XCTAssertEqual(try makePath("(polymorphicResourcePath)", with: blake()), "/this/is/the/path")
        let spaced = blake()
        spaced.name = "a b"
        XCTAssertEqual(try makePath("/humans/(name)", with: spaced), "/humans/a b")
        XCTAssertEqual(try makePath("/humans", with: spaced), "/humans", "a path without keypaths is returned as it is")
    }

    /// 0.9.2 inserted `(null)`; the function throws naming the keypath and class, as routes do.
    func testMakePathThrowsNamingTheKeyPathOfANilValue() {
        XCTAssertThrowsError(try makePath("/humans/(railsID)", with: PathHuman())) { error in
            XCTAssertEqual(error as? RoutingError, .nilPathValue(keyPath: "railsID", class: "PathHuman"))
        }
    }

    /// `RKClient.m RKPathAppendQueryParams`: `path?` + `-URLEncodedString`, every reserved character escaped.
    func testPathAppendingQueryParamsEscapesAsURLEncodedString() throws {
        XCTAssertEqual(
            try pathAppendingQueryParams("/humans", ["email": "a+b@x.com", "page": 2, "path": "a/b;c"]),
            "/humans?email=a%2Bb%40x.com&page=2&path=a%2Fb%3Bc")
    }

    /// `RKPathAppendQueryParams` returned the path itself for an empty dictionary.
    func testPathAppendingNoQueryParamsReturnsThePath() throws {
        XCTAssertEqual(try pathAppendingQueryParams("/humans", [:]), "/humans")
    }

    /// 0.9.2 always added `?`; a path with a query of its own gets `&`, and a fragment stays last.
    func testPathAppendingQueryParamsJoinsAnExistingQueryBeforeTheFragment() throws {
        XCTAssertEqual(try pathAppendingQueryParams("/humans?a=1", ["b": "2"]), "/humans?a=1&b=2")
        XCTAssertEqual(try pathAppendingQueryParams("/humans#top", ["b": "2"]), "/humans?b=2#top")
    }
}

/// Compiles only if RestKit's function names still resolve; deprecated itself so that naming them
/// raises no warnings. Never called: building the test target is the test.
@available(*, deprecated, message: "checks the deprecated names at compile time")
private enum PathFunctionNamesResolve {
    static func check(_ human: PathHuman) throws {
        _ = try RKMakePathWithObject("/humans/(railsID)", human)
        _ = try RKPathAppendQueryParams("/humans", ["page": 2])
    }
}
