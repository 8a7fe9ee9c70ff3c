import Foundation
import InstantModel
import XCTest

/// An Instant Model author keyed by `authorID` (JSON `id`).
@Model
final class KeyedAuthor: JSONMappable {
    var authorID: Int?
    var name: String?
    init() {}

    static let jsonMapping = ["authorID": "id"]
    static let primaryKeyProperty: String? = "authorID"
}

/// An Instant Model post with a keyed author and keyed co-authors.
@Model
final class KeyedPost: JSONMappable {
    var postID: String?
    var title: String?
    var author: KeyedAuthor?
    var coauthors: [KeyedAuthor] = []
    init() {}

    static let jsonMapping = ["postID": "id"]
    static let primaryKeyProperty: String? = "postID"
}

/// `JSONMapper` and `findOrCreate(jsonData:in:)` give one object per primary key: the Instant Model
/// face of RestKit 0.9.2's `RKManagedObject` identity (`RKObjectMapper.m`,
/// `-findOrCreateInstanceOfModelClass:fromElements:`).
final class JSONIdentityTests: XCTestCase {
    private func mapper(_ scope: IdentityScope?) -> JSONMapper {
        var mapper = JSONMapper()
        mapper.options.identityScope = scope
        return mapper
    }

    private static let posts = Data(
        #"""
        [{"id": "a", "title": "One", "author": {"id": 1, "name": "Ada"}, "coauthors": [{"id": "2"}, {"id": 1.0}]},
         {"id": "b", "title": "Two", "author": {"id": "1"}},
         {"title": "No key", "author": {"id": 2, "name": "Bo"}},
         {"id": "a", "title": "One again"}]
        """#.utf8)

    private func check(_ posts: [KeyedPost], _ label: String) {
        XCTAssertEqual(posts.count, 4, label)
        XCTAssertTrue(posts[0] === posts[3], label)
        XCTAssertEqual(posts[0].title, "One again", label)
        XCTAssertTrue(posts[0].author === posts[1].author, label)
        XCTAssertTrue(posts[0].coauthors[1] === posts[0].author, label)
        XCTAssertTrue(posts[0].coauthors[0] === posts[2].author, label)
        XCTAssertEqual(posts[0].coauthors[0].name, "Bo", label)
        XCTAssertEqual(posts[0].author?.name, "Ada", label)
    }

    /// The collection call reads records while parsing; the tree call maps the parsed payload.
    func testRecordAndTreePathsGiveOneObjectPerKey() throws {
        let records = try mapper(IdentityScope()).map(Self.posts, to: [KeyedPost].self)
        check(records.value, "record path")
        XCTAssertEqual(records.report.objectsWithoutPrimaryKey, ["KeyedPost": 1])
        let tree = try mapper(IdentityScope()).map(try Node(jsonData: Self.posts), to: [KeyedPost].self)
        check(tree.value, "tree path")
        XCTAssertEqual(tree.report.objectsWithoutPrimaryKey, records.report.objectsWithoutPrimaryKey)
    }

    /// One value at a time from a stream.
    func testStreamedValuesGiveOneObjectPerKey() throws {
        var streamed: [KeyedPost] = []
        let wrapped = Data(#"{"posts": "#.utf8) + Self.posts + Data("}".utf8)
        try mapper(IdentityScope()).mapObjects(
            KeyedPost.self, streaming: try JSONStreamReader(data: wrapped, keyPath: "posts", chunkSize: 33)
        ) { streamed.append($0) }
        check(streamed, "stream")
    }

    /// `findOrCreate(jsonData:in:)` answers the scope's object for the key, updated.
    func testFindOrCreateFromJSONDataReturnsTheSameObjectUpdated() throws {
        let scope = IdentityScope()
        let first = try KeyedAuthor.findOrCreate(jsonData: Data(#"{"id": 5, "name": "Cy"}"#.utf8), in: scope)
        let second = try KeyedAuthor.findOrCreate(jsonData: Data(#"{"id": "5", "name": "Cyd"}"#.utf8), in: scope)
        XCTAssertTrue(first === second)
        XCTAssertEqual(first.name, "Cyd")
        XCTAssertFalse(try KeyedAuthor(jsonData: Data(#"{"id": 5}"#.utf8)) === first, "no scope, a new object")
    }

    /// A child already set with another key is not turned into the payload's object: Instant
    /// Model's update-in-place applies to the child holding the same key.
    func testAChildHoldingAnotherKeyIsNotRewritten() throws {
        let scope = IdentityScope()
        let mapper = mapper(scope)
        let post = try mapper.map(Data(#"{"id": "p", "author": {"id": 1, "name": "Ada"}}"#.utf8), to: KeyedPost.self)
            .value
        let ada = try XCTUnwrap(post.author)
        try mapper.mapFromJSONData(Data(#"{"id": "p", "author": {"id": 2, "name": "Bo"}}"#.utf8), toObject: post)
        XCTAssertFalse(post.author === ada)
        XCTAssertEqual(ada.name, "Ada")
        XCTAssertEqual(ada.authorID, 1)
        try mapper.mapFromJSONData(Data(#"{"id": "p", "author": {"id": 1, "name": "Ada L."}}"#.utf8), toObject: post)
        XCTAssertTrue(post.author === ada)
        XCTAssertEqual(ada.name, "Ada L.")
    }

    /// Dictionary mapping builds collection elements as `init(jsonDictionary:)` does, by key too.
    func testDictionaryMappingFindsCollectionElementsByKey() throws {
        let scope = IdentityScope()
        let ada = try mapper(scope).map(Data(#"{"id": 1, "name": "Ada"}"#.utf8), to: KeyedAuthor.self).value
        let post = KeyedPost()
        try mapper(scope).mapFromDictionary(["coauthors": [["id": 1], ["id": "1"]]], toObject: post)
        XCTAssertTrue(post.coauthors[0] === ada)
        XCTAssertTrue(post.coauthors[1] === ada)
    }
}
