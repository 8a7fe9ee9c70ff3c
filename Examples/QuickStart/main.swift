import Foundation
import InstantModel
import ObjectMapping

@Model final class User: ObjectMappable {
    var name: String?
    var tasks: [String] = []
    static let elementToPropertyMappings = ["name": "name", "tasks.task": "tasks"]
}
let json = Data(#"{"user": {"name": "Ann", "tasks": [{"task": "Ship"}, {"task": "Test"}]}}"#.utf8)
let xml = Data("<user><name>Ann</name><tasks><task>Ship</task><task>Test</task></tasks></user>".utf8)
for (format, payload) in [(MappingFormat.json, json), (.xml, xml)] {
    let user = try ObjectMapper(format: format).map(payload, to: User.self, keyPath: "user").value
    print(format, user.name ?? "", user.tasks)  // json Ann ["Ship", "Test"], then xml Ann ["Ship", "Test"]
}
