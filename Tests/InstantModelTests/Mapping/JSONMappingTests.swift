import Foundation
import InstantModel
import XCTest

/// DocC, MappingRules (Instant Cocoa's `ICJSONMapper` JSON rules), rule by rule, plus Instant Cocoa's
/// own model checks.
final class JSONMappingTests: XCTestCase {
    let postJSON: [String: Any] = [
        "post_title": "Hello", "post_text": "Body text here", "published": true,
        "publishing_date": "2014-05-01T10:00:00Z",
        "urls": ["canonical": "https://example.com/hello"],
        "author": ["full_name": "Ann", "age": 31],
        "authors": [["full_name": "Bob"], ["full_name": "Cy"]],
        "likes": ["a", "b", "a"],
    ]

    // MARK: Mapping to JSON

    func testJSONRepresentationIsJSONCompatible() throws {
        let post = try Post(jsonDictionary: postJSON)
        let json = try post.jsonRepresentation
        XCTAssertTrue(JSONSerialization.isValidJSONObject(json))
        XCTAssertEqual(json["publishing_date"] as? String, "2014-05-01T10:00:00Z")
    }

    func testJSONRepresentationCreatesIntermediateDictionaries() throws {
        let post = Post()
        post.canonicalURL = URL(string: "https://example.com/x")
        let json = try post.jsonRepresentation
        XCTAssertEqual((json["urls"] as? [String: Any])?["canonical"] as? String, "https://example.com/x")
    }

    func testJSONRepresentationUsesThePropertyNameForUnmappedProperties() throws {
        let post = Post()
        post.published = true
        XCTAssertEqual(try post.jsonRepresentation["published"] as? Bool, true)
    }

    func testJSONRepresentationSkipsNilValues() throws {
        let json = try Post().jsonRepresentation
        XCTAssertNil(json["post_text"])
        XCTAssertNil(json["urls"])
    }

    func testJSONRepresentationOfChildrenUsesTheirJSONMapping() throws {
        let post = try Post(jsonDictionary: postJSON)
        let json = try post.jsonRepresentation
        XCTAssertEqual((json["author"] as? [String: Any])?["full_name"] as? String, "Ann")
    }

    func testJSONRepresentationTurnsCollectionsIntoArrays() throws {
        let post = try Post(jsonDictionary: postJSON)
        let json = try post.jsonRepresentation
        XCTAssertEqual(json["likes"] as? [String], ["a", "b"], "a set becomes a sorted array")
        XCTAssertEqual((json["authors"] as? [[String: Any]])?.compactMap { $0["full_name"] as? String }, ["Bob", "Cy"])
    }

    func testJSONRepresentationUsesBackingObjectOfValueObjects() throws {
        let post = Post()
        post.title = PostTitle("T")
        XCTAssertEqual(try post.jsonRepresentation["post_title"] as? String, "T")
    }

    func testJSONRepresentationAppliesSerializers() throws {
        let event = Event()
        event.day = utcDate(2024, 12, 24)
        XCTAssertEqual(try event.jsonRepresentation["day"] as? String, "24/12/2024")
    }

    func testJSONRepresentationOfACycleThrows() {
        let a = GraphNode()
        a.next = a
        XCTAssertThrowsError(try a.jsonRepresentation) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .cycle)
        }
        XCTAssertThrowsError(try a.jsonData())
    }

    // MARK: Mapping from JSON

    func testMappingFromJSONFetchesValuesFromNestedObjects() throws {
        let post = try Post(jsonDictionary: postJSON)
        XCTAssertEqual(post.canonicalURL, URL(string: "https://example.com/hello"))
        XCTAssertEqual(post.title, PostTitle("Hello"))
        XCTAssertEqual(post.content, "Body text here")
        XCTAssertEqual(post.publishingDate, utcDate(2014, 5, 1, 10))
    }

    func testMappingFromJSONMapsChildModelsWithTheirOwnJSONMapping() throws {
        let post = try Post(jsonDictionary: postJSON)
        XCTAssertEqual(post.author?.name, "Ann")
        XCTAssertEqual(post.authors.map(\.name), ["Bob", "Cy"])
    }

    func testMappingFromJSONCallsTheTransformFirst() throws {
        let event = try Event(jsonDictionary: ["type": "party"])
        XCTAssertEqual(event.kind, "party")
        let fast = try Event(jsonData: Data(#"{"type": "meeting"}"#.utf8))
        XCTAssertEqual(fast.kind, "meeting")
    }

    func testMappingFromJSONSkipsNull() throws {
        let post = Post()
        post.content = "kept"
        try JSONMapper().mapFromJSONDictionary(["post_text": NSNull()], toObject: post)
        XCTAssertEqual(post.content, "kept")
    }

    func testMappingFromJSONIgnoresUnknownKeys() throws {
        let post = try Post(jsonDictionary: ["unknown": ["deep": 1], "post_text": "x"])
        XCTAssertEqual(post.content, "x")
    }

    func testMappingNewJSONOntoAnObjectUpdatesItsChildInPlace() throws {
        let post = try Post(jsonDictionary: postJSON)
        let author = try XCTUnwrap(post.author)
        try JSONMapper().mapFromJSONDictionary(["author": ["age": 32]], toObject: post)
        XCTAssertTrue(post.author === author)
        XCTAssertEqual(author.age, 32)
        XCTAssertEqual(author.name, "Ann")
    }

    func testJSONArrayMapsIntoASet() throws {
        let post = try Post(jsonDictionary: ["likes": ["x", "y", "x"]])
        XCTAssertEqual(post.likes, ["x", "y"])
    }

    func testJSONRoundTripThroughDataAndDictionary() throws {
        let post = try Post(jsonDictionary: postJSON)
        let data = try post.jsonData()
        let again = try Post(jsonData: data)
        XCTAssertEqual(try again.jsonRepresentation as NSDictionary, try post.jsonRepresentation as NSDictionary)
        XCTAssertEqual(try again.dictionaryRepresentation["content"] as? String, "Body text here")
    }

    func testFastPathAndDictionaryPathAgree() throws {
        let data = try JSONSerialization.data(withJSONObject: postJSON)
        let fast = try JSONMapper().map(data, to: Post.self).value
        let slow = try Post(jsonDictionary: postJSON)
        XCTAssertEqual(try fast.jsonRepresentation as NSDictionary, try slow.jsonRepresentation as NSDictionary)
    }

    func testMappingAnArrayAtAKeyPath() throws {
        let data = Data(#"{"data": {"posts": [{"post_text": "a"}, {"post_text": "b"}]}}"#.utf8)
        let posts = try JSONMapper().map(data, to: [Post].self, keyPath: "data.posts").value
        XCTAssertEqual(posts.map(\.content), ["a", "b"])
    }

    func testInvalidJSONMappingKeyPathIsAnError() {
        final class Broken: JSONMappable {
            var name: String?
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Broken.self) { PropertyTable([PropertyAccessor("name", \Broken.name)]) }
            }
            static let jsonMapping = ["missing": "x"]
        }
        XCTAssertThrowsError(try Broken(jsonDictionary: [:])) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .invalidMapping)
        }
    }

    // MARK: Keys shared by several properties (the compiled plan's distinct-key shortcut must not apply)

    func testTwoPropertiesMappedToOneKeyWriteItOnceWithTheLaterValue() throws {
        final class Aliased: JSONMappable {
            var first: String?
            var second: String?
            var city: String?
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Aliased.self) {
                    PropertyTable([
                        PropertyAccessor("first", \Aliased.first), PropertyAccessor("second", \Aliased.second),
                        PropertyAccessor("city", \Aliased.city),
                    ])
                }
            }
            static let jsonMapping = ["first": "name", "second": "name", "city": "address.city"]
        }
        let model = Aliased()
        model.first = "Ann"
        model.second = "Bea"
        model.city = "Oslo"
        let text = String(decoding: try JSONMapper().jsonData(ofObject: model), as: UTF8.self)
        XCTAssertEqual(text, #"{"name":"Bea","address":{"city":"Oslo"}}"#)
    }

    func testDistinctKeysAndSharedFirstHopsWriteEveryValue() throws {
        final class Spread: JSONMappable {
            var name: String?
            var street: String?
            var city: String?
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Spread.self) {
                    PropertyTable([
                        PropertyAccessor("name", \Spread.name), PropertyAccessor("street", \Spread.street),
                        PropertyAccessor("city", \Spread.city),
                    ])
                }
            }
            static let jsonMapping = ["street": "address.street", "city": "address.city"]
        }
        let model = Spread()
        model.name = "Ann"
        model.street = "Main"
        model.city = "Oslo"
        let text = String(decoding: try JSONMapper().jsonData(ofObject: model), as: UTF8.self)
        XCTAssertEqual(text, #"{"name":"Ann","address":{"street":"Main","city":"Oslo"}}"#)
    }

    func testDottedKeysApartOrNestedDeeperBuildOneChildObject() throws {
        final class Scattered: JSONMappable {
            var x: String?
            var name: String?
            var z: String?
            var w: String?
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Scattered.self) {
                    PropertyTable([
                        PropertyAccessor("x", \Scattered.x), PropertyAccessor("name", \Scattered.name),
                        PropertyAccessor("z", \Scattered.z), PropertyAccessor("w", \Scattered.w),
                    ])
                }
            }
            // `meta` is written by entries that are not consecutive, one of them two levels down.
            static let jsonMapping = ["x": "meta.x", "z": "meta.y.z", "w": "meta.y.w"]
        }
        let model = Scattered()
        model.x = "1"
        model.name = "Ann"
        model.z = "2"
        model.w = "3"
        let text = String(decoding: try JSONMapper().jsonData(ofObject: model), as: UTF8.self)
        XCTAssertEqual(text, #"{"meta":{"x":"1","y":{"z":"2","w":"3"}},"name":"Ann"}"#)
        model.x = nil
        let later = String(decoding: try JSONMapper().jsonData(ofObject: model), as: UTF8.self)
        XCTAssertEqual(later, #"{"name":"Ann","meta":{"y":{"z":"2","w":"3"}}}"#)
    }

    func testConsecutiveDeeperDottedKeysKeepTheirOrder() throws {
        final class Deep: JSONMappable {
            var x: String?
            var z: String?
            var name: String?
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Deep.self) {
                    PropertyTable([
                        PropertyAccessor("x", \Deep.x), PropertyAccessor("z", \Deep.z),
                        PropertyAccessor("name", \Deep.name),
                    ])
                }
            }
            static let jsonMapping = ["x": "meta.x", "z": "meta.y.z"]
        }
        let model = Deep()
        model.z = "2"
        model.name = "Ann"
        let text = String(decoding: try JSONMapper().jsonData(ofObject: model), as: UTF8.self)
        XCTAssertEqual(text, #"{"meta":{"y":{"z":"2"}},"name":"Ann"}"#)
    }

    // MARK: Lists written object by object

    func testAListOfObjectsIsWrittenAsTheWholeTreeWouldBe() throws {
        let posts = try (0..<50).map { index -> Post in
            var json = postJSON
            json["post_title"] = "Post \(index)"
            return try Post(jsonDictionary: json)
        }
        let mapper = JSONMapper()
        for options: JSONWriter.Options in [[], [.prettyPrinted], [.sortedKeys]] {
            let tree = Node.array(try posts.map { try mapper.jsonNode(ofObject: $0) })
            XCTAssertEqual(
                try mapper.jsonData(ofObjects: posts, options: options), try JSONWriter(options: options).write(tree))
        }
        XCTAssertEqual(String(decoding: try mapper.jsonData(ofObjects: []), as: UTF8.self), "[]")
    }
}
