import Foundation
import InstantModel

/// A post's author, Instant Cocoa style: `name` mapped from `full_name`, `age` by its own name.
@Model final class Author: JSONMappable {
    var name: String?
    var age: Int = 0
    init() {}
    static let jsonMapping = ["name": "full_name"]
}

/// A post with a value, a date, a child, a collection of children and a set: the shapes
/// `RobustnessTests` sends wrong or broken payloads to.
@Model final class Post: JSONMappable {
    var title: String?
    var publishingDate: Date?
    var author: Author?
    var authors: [Author] = []
    var likes: Set<String> = []
    init() {}
    static let jsonMapping = ["title": "post_title", "publishingDate": "publishing_date"]
}
