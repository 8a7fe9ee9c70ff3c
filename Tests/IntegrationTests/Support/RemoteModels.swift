import Foundation
import InstantModel
import ObjectMapping

/// A RestKit-style human, stored by the test server as `/dav/humans/<id>.json`.
@Model
final class Human: ObjectMappable {
    var railsID: Int?
    var name: String?
    var age: Int?
    var nickName: String?
    var cats: [Cat] = []
    var sentWithLoaderPath: String?
    init() {}

    static let elementToPropertyMappings = ["id": "railsID", "name": "name", "age": "age", "nick_name": "nickName"]
    static let elementToRelationshipMappings = ["cats": "cats"]
    static let relationshipsToSerialize = ["cats"]
    static let primaryKeyProperty: String? = "railsID"

    func willSend(with objectLoader: ObjectLoader) {
        sentWithLoaderPath = objectLoader.resourcePath
        objectLoader.headers["X-Sent-By"] = "willSend"
    }
}

@Model
final class Cat: ObjectMappable {
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["name": "name"]
}

/// An Instant Model user for the gateway and the collection fetcher.
@Model
final class Member: Model, JSONMappable {
    var name: String?
    var following = false

    static let jsonMapping = ["objectID": "id"]
    override class var resourceEndpoint: String { "dav/members" }
}
