import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

// The README's "Coming from JSONDecoder or XMLCoder" section, verbatim between the inputs and the
// assertions, so its code keeps compiling and keeps its promises.

struct Address: Codable, Equatable { var city: String }
struct Member: Codable, Equatable {
    var id: Int
    var fullName: String
    var joinedAt: Date
    var tags: [String]
    var address: Address?
}

final class CodableReadmeTests: XCTestCase {
    func testTheCodableSectionDoesWhatItSays() throws {
        let json = Data(
            #"""
            {"data": {"members": [
              {"id": 1, "full_name": "Ann", "joined_at": "2009-08-17T19:24:40Z", "tags": ["a", "b"],
               "address": {"city": "Oslo"}},
              {"id": 2, "full_name": "Bob", "joined_at": "2010-01-01T00:00:00.5+01:00", "tags": []}
            ]}}
            """#.utf8)
        let xml = Data(
            """
            <members>
              <member><id>1</id><fullName>Ann</fullName><joinedAt>2009-08-17T19:24:40Z</joinedAt>
                <tags><tag>a</tag><tag>b</tag></tags><address><city>Oslo</city></address></member>
              <member><id>2</id><fullName>Bob</fullName><joinedAt>2010-01-01T00:00:00.5+01:00</joinedAt>
                <tags type="array"/><address/></member>
            </members>
            """.utf8)

        // Before: let decoder = JSONDecoder()
        //         decoder.dateDecodingStrategy = .iso8601
        //         let members = try decoder.decode(Page.self, from: json).members
        var decoder = NodeDecoder()  // ISO 8601 dates by default
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let members = try decoder.decode([Member].self, from: json, keyPath: "data.members")

        // Before: let feed = try XMLDecoder().decode(Members.self, from: xml).member
        let fromXML = try XMLNodeDecoder().decode([Member].self, from: xml, keyPath: "members.member")

        // Large files: one value at a time, in constant memory (a plain `for try await` works too).
        try XMLStreamReader(data: xml, keyPath: "members.member").forEachDecoded(Member.self) { print($0.id) }

        // Back out: JSON, Rails XML, form params.
        let body = try NodeEncoder().encode(members[0])
        let xmlBody = try XMLNodeEncoder().encode(members[0], rootName: "member")
        let form = try NodeEncoder().formURLEncodedParams(members[0], rootKey: "member")  // member[id]=1&…

        XCTAssertEqual(members.map(\.fullName), ["Ann", "Bob"])
        XCTAssertEqual(members[0].tags, ["a", "b"])
        XCTAssertEqual(members[1].address, nil)
        XCTAssertEqual(members[1].joinedAt.timeIntervalSince1970, 1_262_300_400.5)
        XCTAssertEqual(fromXML, members, "JSON and XML decode to the same values")
        XCTAssertEqual(try NodeDecoder().decode(Member.self, from: body), members[0])
        XCTAssertEqual(try XMLNodeDecoder().decode(Member.self, from: xmlBody), members[0])
        XCTAssertTrue(form.urlEncodedString.hasPrefix("member[id]=1&member[fullName]=Ann&"), form.urlEncodedString)
    }
}
