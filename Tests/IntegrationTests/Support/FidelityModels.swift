import Foundation
import InstantModel
import ObjectMapping

/// What `/echo/args.json` answers: the raw query string and the method the server received.
@Model
final class Echo: ObjectMappable {
    var args: String?
    var method: String?
    init() {}
    static let elementToPropertyMappings = ["args": "args", "method": "method"]
}

/// An Instant Model resource living at `/echo/args.json`, for the gateway and the fetcher.
@Model
final class EchoRecord: Model, JSONMappable {
    var args: String?
    var method: String?
    override class var resourceEndpoint: String { "echo/args.json" }
    override var resourceEndpoint: String { "echo/args.json" }
}

/// A RestKit-style model whose responses wrap it under `data` (its `remoteKeyPath`).
@Model
final class WrappedHuman: ObjectMappable, RemoteObject {
    var railsID: Int?
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["id": "railsID", "name": "name"]
    static var resourceEndpoint: String { "fixtures/wrapped-human.json" }
    var resourceEndpoint: String { "fixtures/wrapped-human.json" }
    static var remoteKeyPath: String? { "data" }
}

/// A model whose server says `full_name`: its dictionary hook renames it (Instant Cocoa's
/// `-transformJSONRepresentationBeforeMapping:`).
@Model
final class RenamedMember: Model, JSONMappable {
    var name: String?
    static let jsonMapping = ["objectID": "id"]
    override class var resourceEndpoint: String { "fixtures/renamed" }

    func transformJSONRepresentationBeforeMapping(_ jsonRepresentation: inout [String: Any]) {
        if let fullName = jsonRepresentation.removeValue(forKey: "full_name") { jsonRepresentation["name"] = fullName }
    }
}

/// A model that transforms on the `Node` path only.
@Model
final class NodeRenamedMember: JSONMappable {
    var objectID: Int?
    var name: String?
    init() {}
    static let jsonMapping = ["objectID": "id"]

    func transformJSONNodeBeforeMapping(_ json: inout Node) {
        guard case .object(var object) = json, let fullName = object.removeValue(forKey: "full_name") else { return }
        _ = object.updateValue(fullName, forKey: "name")
        json = .object(object)
    }
}

/// An Instant Model note stored by the test server under `/dav/notes/<id>`.
@Model
final class Note: Model, JSONMappable {
    var text: String?
    static let jsonMapping = ["objectID": "id"]
    override class var resourceEndpoint: String { "dav/notes" }
}

/// A note the server answers POSTs for with `/fixtures/notes/<id>`.
@Model
final class SavedNote: Model, JSONMappable {
    var text: String?
    static let jsonMapping = ["objectID": "id"]
    override class var resourceEndpoint: String { "fixtures/notes" }
}

/// A Rails-routed human that edits its form params by flat key before it is sent, as 0.9.2 apps did
/// with the router's mutable dictionary in `willSendWithObjectLoader:`.
@Model
final class EditingHuman: ObjectMappable {
    var railsID: Int?
    var name: String?
    init() {}
    static let elementToPropertyMappings = ["id": "railsID", "name": "name"]

    func willSend(with objectLoader: ObjectLoader) {
        try? objectLoader.setValue("Edited in willSend", forParam: "human[name]")
        try? objectLoader.setValue("1", forParam: "human[touched]")
    }
}
