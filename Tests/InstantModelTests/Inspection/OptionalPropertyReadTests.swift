import Foundation
import InstantModel
import XCTest

/// Key-value coding reads an optional property as its value or nil, nested optionals flattened
/// (Instant Cocoa's `ICInspector` and RestKit's `valueForKey:` saw one level: an `id` or `nil`).
/// Optionals of a class or a convertible type are read without a dynamic cast; the others keep the
/// cast, which also looks inside an `Any` holding an optional.
final class OptionalPropertyReadTests: XCTestCase {
    private final class Owner {
        var name: String? = "Ada"
        var missing: String?
        var friend: Owner?
        var count: Int?? = .some(.some(3))
        var emptyNested: Int?? = .some(.none)
        var anything: Any? = Optional<Int>.some(7) as Any
        var nothingInside: Any? = Optional<Int>.none as Any
        var object: AnyObject?
        var date: Date? = Date(timeIntervalSince1970: 0)
    }

    private func read<Value>(_ keyPath: ReferenceWritableKeyPath<Owner, Value>, of owner: Owner) -> Any? {
        PropertyAccessor("property", keyPath).read(owner)
    }

    func testOptionalsOfClassesAndConvertibleTypesReadAsTheirValueOrNil() {
        let owner = Owner()
        let friend = Owner()
        owner.friend = friend
        XCTAssertEqual(read(\.name, of: owner) as? String, "Ada")
        XCTAssertNil(read(\.missing, of: owner))
        XCTAssertTrue(read(\.friend, of: owner) as? Owner === friend)
        XCTAssertNil(read(\.friend, of: friend))
        XCTAssertEqual(read(\.date, of: owner) as? Date, Date(timeIntervalSince1970: 0))
    }

    func testNestedOptionalsAndOptionalsInsideAnyAreFlattened() {
        let owner = Owner()
        XCTAssertEqual(read(\.count, of: owner) as? Int, 3)
        XCTAssertNil(read(\.emptyNested, of: owner))
        XCTAssertEqual(read(\.anything, of: owner) as? Int, 7)
        XCTAssertNil(read(\.nothingInside, of: owner))
        XCTAssertNil(read(\.object, of: owner))
        owner.object = NSString(string: "text")
        XCTAssertEqual(read(\.object, of: owner) as? String, "text")
    }
}
