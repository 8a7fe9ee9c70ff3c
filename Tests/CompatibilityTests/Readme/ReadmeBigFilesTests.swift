import Foundation
import InstantModel
import ObjectMapping
import XCTest

// The README's "Big files" example, verbatim inside a namespace, with the file and the `save`
// function it assumes declared before it.

enum ReadmeBigFiles {
    @Model final class User: ObjectMappable, JSONMappable {
        var name: String?
        init() {}
        static let elementToPropertyMappings = ["name": "name"]
    }

    static func run(_ exportURL: URL) throws -> [String?] {
        var saved: [String?] = []
        func save(_ user: User) { saved.append(user.name) }
        let reader = try JSONStreamReader(contentsOf: exportURL, keyPath: "export.users")
        try JSONMapper().mapObjects(User.self, streaming: reader) { user in save(user) }  // jsonMapping
        try ObjectMapper().mapObjects(User.self, streaming: reader) { user in save(user) }  // RestKit mappings
        return saved
    }
}

final class ReadmeBigFilesTests: XCTestCase {
    func testBothMappersStreamTheExportOneUserAtATime() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-export-\(UUID()).json")
        try Data(#"{"export": {"users": [{"name": "Ann"}, {"name": "Bob"}]}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(try ReadmeBigFiles.run(url), ["Ann", "Bob", "Ann", "Bob"])
    }
}
