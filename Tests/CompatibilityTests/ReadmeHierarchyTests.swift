import Foundation
import InstantModel
import ObjectMapping
import XCTest

// The README's class hierarchy ("Migrating from RestKit 0.9"), verbatim.

@Model class DBContentObject: ObjectMappable {
    var userID: Int?
    required init() {}
    class var elementToPropertyMappings: [String: String] { ["user_id": "userID"] }
    class var primaryKeyProperty: String? { nil }
    func willSend(with objectLoader: ObjectLoader) {}
}

@Model final class DBPost: DBContentObject {
    var postID: Int?
    var body: String?
    override class var elementToPropertyMappings: [String: String] {
        super.elementToPropertyMappings.merging(["id": "postID", "body": "body"]) { $1 }
    }
    override class var primaryKeyProperty: String? { "postID" }
    override func willSend(with objectLoader: ObjectLoader) {
        objectLoader.headers["X-Post-Body-Length"] = String(body?.count ?? 0)
    }
}

/// The hierarchy of RestKit 0.9.2's Discussion Board example: `DBPost` declares its own
/// `+elementToPropertyMappings`, `+primaryKeyProperty` and `-willSendWithObjectLoader:`
/// (`Examples/RKDiscussionBoardExample/DiscussionBoard/Code/Models/DBPost.m`, lines 36, 55 and 80),
/// and RestKit called the subclass's, as Objective-C dispatch does.
final class ReadmeHierarchyTests: XCTestCase {
    /// What the library asks for, through the conformance (as the mapper and routers do).
    private func hooks<Model: ObjectMappable>(of type: Model.Type) -> (mappings: [String: String], key: String?) {
        (Model.elementToPropertyMappings, Model.primaryKeyProperty)
    }

    func testSubclassOverridesAreWhatTheLibraryCalls() throws {
        XCTAssertEqual(hooks(of: DBPost.self).key, "postID")
        XCTAssertEqual(hooks(of: DBPost.self).mappings, ["user_id": "userID", "id": "postID", "body": "body"])
        XCTAssertNil(hooks(of: DBContentObject.self).key)

        let xml = Data("<post><id>7</id><user_id>3</user_id><body>Hello</body></post>".utf8)
        let post = try ObjectMapper(format: .xml).map(xml, to: DBPost.self, keyPath: "post").value
        XCTAssertEqual(post.postID, 7)
        XCTAssertEqual(post.userID, 3)
        XCTAssertEqual(post.body, "Hello")

        let loader = ObjectLoader(method: .post, resourcePath: "/posts", targetObject: post)
        loader.targetObject?.willSend(with: loader)
        XCTAssertEqual(loader.headers["X-Post-Body-Length"], "5")
    }
}
