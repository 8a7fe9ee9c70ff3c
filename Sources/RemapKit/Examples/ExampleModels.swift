import Foundation
import InstantModel
import ObjectMapping

/// An Instant Model post, as in Instant Cocoa's own examples.
@Model
final class ExamplePost: JSONMappable {
    var title: String?
    var content: String?
    var published = false
    var publishingDate: Date?
    var canonicalURL: URL?
    var author: ExampleAuthor?
    var likes: [String] = []
    init() {}

    static let jsonMapping = [
        "title": "post_title", "content": "post_text", "publishingDate": "publishing_date",
        "canonicalURL": "urls.canonical",
    ]
}

/// The post's author.
@Model
final class ExampleAuthor: JSONMappable {
    var name: String?
    var homepage: URL?
    init() {}

    static let jsonMapping = ["name": "full_name"]
}

/// A RestKit-style user with tasks, as a Rails server sends it.
@Model
final class ExampleUser: ObjectMappable {
    var userID: Int?
    var name: String?
    var email: String?
    var createdAt: Date?
    var tasks: [ExampleTask] = []
    init() {}

    static let elementToPropertyMappings = [
        "id": "userID", "name": "name", "email": "email", "created_at": "createdAt",
    ]
    static let elementToRelationshipMappings = ["tasks.task": "tasks"]
}

/// One of the user's tasks.
@Model
final class ExampleTask: ObjectMappable {
    var taskID: Int?
    var title: String?
    var done = false
    init() {}

    static let elementToPropertyMappings = ["id": "taskID", "title": "title", "done": "done"]
}

/// The models `remap explain --model` knows.
package enum ExampleModel: String, CaseIterable {
    case post
    case user

    package var summary: String {
        switch self {
        case .post: "an Instant Model JSONMappable post with an author"
        case .user: "a RestKit ObjectMappable user with tasks"
        }
    }

    package var examplePayload: ExamplePayloads.Payload {
        switch self {
        case .post: ExamplePayloads.post
        case .user: ExamplePayloads.user
        }
    }

    package func explain(_ input: PayloadInput) throws -> MappingExplanation {
        switch self {
        case .post:
            var mapper = ObjectMapper(format: input.format)
            mapper.errorPolicy = .lenient
            let node = try mapper.parse(input.data)
            return try MappingExplanation.explain(node, as: ExamplePost.self, scheme: JSONMappingScheme())
        case .user:
            var mapper = ObjectMapper(format: input.format)
            mapper.registerClass(ExampleUser.self, forElementNamed: "user")
            mapper.registerClass(ExampleTask.self, forElementNamed: "task")
            return try mapper.explain(input.data, as: ExampleUser.self)
        }
    }
}
