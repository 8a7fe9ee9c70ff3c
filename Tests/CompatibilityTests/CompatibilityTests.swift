import Foundation
import InstantModel
import ObjectMapping
import TestSupport
import XCTest

/// A Rails-era user that is both RestKit-mappable and Instant-Model-mappable.
final class RailsUser: ObjectMappable, JSONMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var createdAt: Date?
    var isAdmin = false
    var tasks: [RailsTask] = []
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: RailsUser.self) {
            PropertyTable([
                PropertyAccessor("userID", \RailsUser.userID), PropertyAccessor("name", \RailsUser.name),
                PropertyAccessor("email", \RailsUser.email), PropertyAccessor("createdAt", \RailsUser.createdAt),
                PropertyAccessor("isAdmin", \RailsUser.isAdmin), PropertyAccessor("tasks", \RailsUser.tasks),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "email": "email", "created_at": "createdAt", "admin": "isAdmin",
    ]
    static let elementToRelationshipMappings = ["tasks.task": "tasks"]
    static let jsonMapping = [
        "userID": "id", "createdAt": "created_at", "isAdmin": "admin", "tasks": "tasks.task",
    ]
}

final class RailsTask: ObjectMappable, JSONMappable {
    var taskID: Int?
    var title: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: RailsTask.self) {
            PropertyTable([PropertyAccessor("taskID", \RailsTask.taskID), PropertyAccessor("title", \RailsTask.title)])
        }
    }
    static let elementToPropertyMappings = ["id": "taskID", "title": "title"]
    static let jsonMapping = ["taskID": "id"]
}

/// The behaviours Compatibility/README.md promises, run against the payloads in Compatibility/Fixtures.
final class CompatibilityTests: XCTestCase {
    func fixture(_ path: String) throws -> String {
        try PackageFiles.fixtureText(path)
    }

    func railsMapper(_ format: MappingFormat) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.registerClass(RailsUser.self, forElementNamed: "user")
        mapper.registerClass(RailsTask.self, forElementNamed: "task")
        mapper.errorPolicy = .strict
        return mapper
    }

    private func summary(_ users: [RailsUser]) -> [String] {
        users.map { user in
            "\(user.userID ?? -1)|\(user.name ?? "-")|\(user.email ?? "nil")|\(user.createdAt?.timeIntervalSince1970 ?? 0)|"
                + "\(user.isAdmin)|" + user.tasks.map { "\($0.taskID ?? -1):\($0.title ?? "-")" }.joined(separator: ",")
        }
    }

    func testRailsCollectionWithRootElementsMapsTheSameFromJSONAndXML() throws {
        let fromJSON = try XCTUnwrap(
            railsMapper(.json).mapFromString(try fixture("Mapping/rails-people.json")) as? [any ObjectMappable])
        let fromXML = try XCTUnwrap(
            railsMapper(.xml).mapFromString(try fixture("Mapping/rails-people.xml")) as? [any ObjectMappable])
        let jsonUsers = fromJSON.compactMap { $0 as? RailsUser }
        XCTAssertEqual(jsonUsers.count, 2)
        XCTAssertEqual(summary(jsonUsers), summary(fromXML.compactMap { $0 as? RailsUser }))
        XCTAssertEqual(jsonUsers[0].tasks.map(\.title), ["Write the spec", "Ship it"])
        XCTAssertNil(jsonUsers[1].email)
        XCTAssertEqual(jsonUsers[0].createdAt, Date(timeIntervalSince1970: 1_267_444_800))
    }

    func testAModelMapsTheSamePayloadAsObjectMappableAndAsJSONMappable() throws {
        let payload = try fixture("Mapping/rails-people.json")
        let wrapped = try XCTUnwrap(try ObjectMapper().parse(Data(payload.utf8)).arrayValue?.first?["user"])
        let viaRestKit = try ObjectMapper().map(try JSONWriter().write(wrapped), to: RailsUser.self).value
        let viaInstantModel = try JSONMapper(options: .strict).map(wrapped, to: RailsUser.self).value
        XCTAssertEqual(summary([viaRestKit]), summary([viaInstantModel]))
    }

    func testServerErrorsAreJoinedFromJSONAndXML() throws {
        let json = try railsMapper(.json).parseError(from: try fixture("Mapping/rails-errors.json"))
        let xml = try railsMapper(.xml).parseError(from: try fixture("Mapping/rails-errors.xml"))
        XCTAssertEqual(json?.message, "Name can't be blank, Email has already been taken")
        XCTAssertEqual(xml, json)
    }

    func testTheRestKitGraphMapsTheSameFromJSONAndXML() throws {
        final class Graph: ObjectMappable {
            var date: Date?
            var number: Int?
            var names: [String] = []
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Graph.self) {
                    PropertyTable([
                        PropertyAccessor("date", \Graph.date), PropertyAccessor("number", \Graph.number),
                        PropertyAccessor("names", \Graph.names),
                    ])
                }
            }
            static let elementToPropertyMappings = [
                "date_test": "date", "number_test": "number", "has_manys.has_many.name": "names",
            ]
        }
        let json = try ObjectMapper().map(Data(try fixture("Mapping/restkit-graph.json").utf8), to: Graph.self).value
        let xml = try ObjectMapper(format: .xml).map(
            Data(try fixture("Mapping/restkit-graph.xml").utf8), to: Graph.self, keyPath: "graph"
        ).value
        XCTAssertEqual(json.date, xml.date)
        XCTAssertEqual(json.number, xml.number)
        XCTAssertEqual(json.names, ["A has_many", "Another has_many"])
        XCTAssertEqual(xml.names, json.names)
    }

    func testInstantCocoaPostFixture() throws {
        final class Author: JSONMappable {
            var name: String?
            var homepage: URL?
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Author.self) {
                    PropertyTable([
                        PropertyAccessor("name", \Author.name), PropertyAccessor("homepage", \Author.homepage),
                    ])
                }
            }
            static let jsonMapping = ["name": "full_name"]
        }
        final class Post: JSONMappable {
            var title: String?
            var content: String?
            var published = false
            var publishingDate: Date?
            var canonicalURL: URL?
            var author: Author?
            var likes: Set<String> = []
            init() {}
            static var propertyTable: PropertyTable {
                PropertyTable.cached(for: Post.self) {
                    PropertyTable([
                        PropertyAccessor("title", \Post.title), PropertyAccessor("content", \Post.content),
                        PropertyAccessor("published", \Post.published),
                        PropertyAccessor("publishingDate", \Post.publishingDate),
                        PropertyAccessor("canonicalURL", \Post.canonicalURL), PropertyAccessor("author", \Post.author),
                        PropertyAccessor("likes", \Post.likes),
                    ])
                }
            }
            static let jsonMapping = [
                "title": "post_title", "canonicalURL": "urls.canonical", "publishingDate": "publishing_date",
                "content": "post_text",
            ]
        }
        let post = try Post(jsonData: Data(try fixture("Mapping/instant-cocoa-post.json").utf8))
        XCTAssertEqual(post.title, "Mapping without the runtime")
        XCTAssertEqual(post.canonicalURL?.absoluteString, "https://example.com/posts/1")
        XCTAssertEqual(post.author?.name, "Soroush Khanlou")
        XCTAssertEqual(post.likes, ["ann", "bob"])
        let json = try post.jsonRepresentation
        XCTAssertEqual((json["urls"] as? [String: Any])?["canonical"] as? String, "https://example.com/posts/1")
        XCTAssertNil(json["unknown_key"])
    }
}

/// Compiles only if every deprecated Objective-C name still resolves to its Swift type; deprecated
/// itself so that using the old names here raises no warnings. Never called: building is the test.
@available(*, deprecated, message: "checks the deprecated names at compile time")
private enum DeprecatedNamesResolve {
    static func check() {
        let _: RKObjectMapper = ObjectMapper()
        let _: RKMappingFormat = MappingFormat.xml
        let _: RKMissingElementMappingPolicy = MissingElementMappingPolicy.setNil
        let _: RKRequestMethod = RequestMethod.put
        let _: ICJSONMapper = JSONMapper()
        let _: any ICSerializer.Type = DateSerializer.self
        let _: ICModelInspector.Type = ModelInspector.self
        let _: ICModel.Type = Model.self
        let _: (any RKObjectMappable.Type)? = nil
        let _: (any RKObject.Type)? = nil
        let _: (any ICJSONMappable.Type)? = nil
        let _: (any ICKeyValueCodable)? = nil
        let _: RKObjectLoader = ObjectLoader(method: .get, resourcePath: "/")
        let _: RKDynamicRouter = DynamicRouter()
        let _: RKRailsRouter = RailsRouter()
        let _: (any RKRouter)? = nil
        let _: RKParams = Params()
        let _: MappingFormat = RKMappingFormatXML
        let _: MappingFormat = RKMappingFormatJSON
        let _: MissingElementMappingPolicy = RKSetNilForMissingElementMappingPolicy
        let _: MissingElementMappingPolicy = RKIgnoreMissingElementMappingPolicy
        let _: [RequestMethod] = [RKRequestMethodGET, RKRequestMethodPOST, RKRequestMethodPUT, RKRequestMethodDELETE]
    }
}
