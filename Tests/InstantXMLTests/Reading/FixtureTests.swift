import Foundation
import InstantPayload
import InstantXML
import XCTest

/// Each real-world fixture under `Compatibility/Fixtures/XML/` read into its expected tree shape.
final class FixtureTests: XCTestCase {
    private func read(_ name: String) throws -> Node {
        try XMLReader().read(fixtureData(name))
    }

    func testRailsUsersCollectionFixture() throws {
        let node = try read("rails-users.xml")
        let users = try XCTUnwrap(node["users"]?.arrayValue)
        XCTAssertEqual(users.count, 2)
        let first = try XCTUnwrap(users[0]["user"])
        XCTAssertEqual(first["id"], .integer(1))
        XCTAssertEqual(first["name"], "Blake Watters")
        guard case .double(97.5, "97.5") = first["score"] else {
            return XCTFail("score: \(String(describing: first["score"]))")
        }
        guard case .double(1024.5, "1024.50") = first["balance"] else { return XCTFail("balance") }
        XCTAssertEqual(first["admin"], true)
        XCTAssertEqual(first["birthday"], "1982-05-14")
        XCTAssertEqual(first["created-at"], "2011-01-27T19:40:51Z")
        XCTAssertEqual(first["nickname"], .null)
        XCTAssertEqual(first["roles"], [["role": "admin"], ["role": "editor"]])
        XCTAssertEqual(first["favorite-numbers"], [["favorite-number": 7]])
        XCTAssertEqual(first["projects"], [])
        XCTAssertNil(first["type"])
        let second = try XCTUnwrap(users[1]["user"])
        XCTAssertEqual(second["admin"], false)
        XCTAssertEqual(second["birthday"], .null)
        XCTAssertEqual(second["roles"], [["role": "editor"]])
        XCTAssertEqual(second["favorite-numbers"], [])
        XCTAssertEqual(
            second["projects"],
            [["project": ["id": 10, "title": "RestKit"]], ["project": ["id": 11, "title": "Instant Model"]]])
    }

    func testAtomFeedFixture() throws {
        let feed = try XCTUnwrap(read("atom-feed.xml")["feed"])
        XCTAssertEqual(feed["xml:lang"], "en")
        XCTAssertNil(feed["xmlns"])
        XCTAssertNil(feed["xmlns:media"])
        XCTAssertEqual(feed["title"], ["type": "text", "text": "Example Feed"])
        XCTAssertEqual(feed["subtitle"]?["text"], "A <em>lot</em> of effort went into making this effortless")
        XCTAssertEqual(
            feed["link"],
            [
                ["href": "http://example.org/", "rel": "alternate"],
                ["href": "http://example.org/feed.atom", "rel": "self", "type": "application/atom+xml"],
            ])
        XCTAssertEqual(feed["author"], ["name": "John Doe", "email": "johndoe@example.com"])
        let entries = try XCTUnwrap(feed["entry"]?.arrayValue)
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(entries[0]["title"], "Atom-Powered Robots Run Amok")
        XCTAssertEqual(entries[0]["link"]?.arrayValue?.count, 2)
        XCTAssertEqual(
            entries[0]["media:thumbnail"], ["url": "http://example.org/thumb1.jpg", "width": "75", "height": "50"])
        XCTAssertEqual(
            entries[1]["link"],
            ["href": "http://example.org/2003/12/14/second", "rel": "alternate", "type": "text/html"])
        XCTAssertEqual(entries[1]["summary"], ["type": "html", "text": "<p>More text &amp; markup.</p>"])
        XCTAssertEqual(entries[1]["category"], [["term": "robots"], ["term": "news"]])
        XCTAssertEqual(
            feed.objectValue?.keys, ["xml:lang", "title", "subtitle", "link", "id", "updated", "author", "entry"])
    }

    func testAtomFeedFixtureWithLocalNames() throws {
        let node = try XMLReader(options: XMLReader.Options(useLocalNames: true)).read(fixtureData("atom-feed.xml"))
        XCTAssertEqual(node["feed"]?["lang"], "en")
        XCTAssertEqual(node["feed"]?["entry"]?.arrayValue?.first?["thumbnail"]?["width"], "75")
    }

    func testRSS2FeedFixture() throws {
        let rss = try XCTUnwrap(read("rss2-feed.xml")["rss"])
        XCTAssertEqual(rss["version"], "2.0")
        let channel = try XCTUnwrap(rss["channel"])
        XCTAssertEqual(channel["title"], "Liftoff News")
        XCTAssertEqual(
            channel["atom:link"],
            ["href": "http://liftoff.msfc.nasa.gov/rss.xml", "rel": "self", "type": "application/rss+xml"])
        let items = try XCTUnwrap(channel["item"]?.arrayValue)
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(
            items[0]["description"],
            "How do Americans get ready to work with Russians aboard the <b>International Space Station</b>?")
        XCTAssertEqual(
            items[0]["guid"], ["isPermaLink": "false", "text": "http://liftoff.msfc.nasa.gov/2003/06/03.html#item573"])
        XCTAssertEqual(items[0]["dc:creator"], "NASA")
        XCTAssertEqual(
            items[0]["enclosure"],
            ["url": "http://example.org/starcity.mp3", "length": "12216320", "type": "audio/mpeg"])
        XCTAssertEqual(items[1]["guid"], "http://liftoff.msfc.nasa.gov/2003/05/27.html#item571")
        XCTAssertEqual(items[2]["title"], "Astronauts' Dirty Laundry")
    }

    func testAttributesAndTextFixture() throws {
        let products = try XCTUnwrap(read("attributes-and-text.xml")["catalog"]?.arrayValue)
        XCTAssertEqual(products.count, 2)
        let widget = try XCTUnwrap(products[0]["product"])
        XCTAssertEqual(widget["sku"], "A-100")
        XCTAssertEqual(widget["available"], "true")
        XCTAssertEqual(widget["name"], ["lang": "en", "text": "Widget"])
        XCTAssertEqual(widget["price"], ["currency": "EUR", "text": "9.95"])
        XCTAssertEqual(widget["weight"], ["unit": "kg", "text": 0.25])
        XCTAssertEqual(widget["note"], ["b": "2", "text": "Ships in  days"])
        XCTAssertEqual(widget["dimensions"], ["width": "10", "height": "4"])
        XCTAssertEqual(products[1]["product"]?["name"], ["lang": "de", "text": "Gerät"])
        XCTAssertEqual(products[1]["product"]?["note"], "Backordered")
    }

    func testSOAPEnvelopeFixture() throws {
        let envelope = try XCTUnwrap(read("soap-envelope.xml")["soap:Envelope"])
        XCTAssertEqual(envelope["soap:Header"]?["m:Session"], ["soap:mustUnderstand": "1", "text": "abc-123"])
        let response = try XCTUnwrap(envelope["soap:Body"]?["m:GetStockPriceResponse"])
        XCTAssertEqual(response["m:Symbol"], "IBM")
        XCTAssertEqual(response["m:Price"], "34.5")
        XCTAssertEqual(
            response["m:Quotes"],
            [
                ["m:Quote": ["m:at": "09:00", "text": "34.1"]],
                ["m:Quote": ["m:at": "12:00", "text": "34.5"]],
            ])
    }

    func testRestKitUserTasksFixture() throws {
        let user = try XCTUnwrap(read("restkit-user-tasks.xml")["user"])
        XCTAssertEqual(user["id"], .integer(31337))
        XCTAssertEqual(user["is-developer"], true)
        let tasks = try XCTUnwrap(user["tasks"]?.arrayValue)
        XCTAssertEqual(tasks.count, 2)
        XCTAssertEqual(tasks[0]["task"]?["name"], "Write the object mapper")
        XCTAssertEqual(tasks[0]["task"]?["assigned-user-id"], 31337)
        XCTAssertEqual(tasks[0]["task"]?["tags"], [["tag": "mapping"], ["tag": "xml"]])
        XCTAssertEqual(tasks[1]["task"]?["tags"], ["tag": "release"])
        XCTAssertEqual(user["has-manys"], [["has-many": ["name": "first"]], ["has-many": ["name": "second"]]])
        XCTAssertEqual(user["friend"], ["id": 2, "name": "Jeremy Ellison"])
    }

    func testEveryFixtureHasAShapeTest() throws {
        let tested: Set<String> = [
            "rails-users.xml", "atom-feed.xml", "rss2-feed.xml", "attributes-and-text.xml", "soap-envelope.xml",
            "restkit-user-tasks.xml",
        ]
        XCTAssertEqual(Set(try fixtureNames()), tested)
    }

    func testEveryFixtureRoundTripsThroughTheWriter() throws {
        for name in try fixtureNames() {
            let first = try read(name)
            let written = try XMLWriter().write(first)
            let second = try XMLReader().read(written)
            XCTAssertEqual(
                second, first,
                "\(name) changed on XML -> tree -> XML -> tree:\n\(String(decoding: written, as: UTF8.self))")
            let compact = try XMLWriter(options: XMLWriter.Options(indentation: 0)).write(first)
            XCTAssertEqual(try XMLReader().read(compact), first, name)
            // A second round gives the same bytes: the writer is deterministic.
            XCTAssertEqual(try XMLWriter().write(second), written, name)
        }
    }

    func testEveryFixtureStreamsItsRecordsLikeTheTree() throws {
        let cases: [(String, String, (Node) -> [Node])] = [
            ("rails-users.xml", "users.user", { $0["users"]!.arrayValue!.map { $0["user"]! } }),
            ("atom-feed.xml", "feed.entry", { $0["feed"]!["entry"]!.arrayValue! }),
            ("rss2-feed.xml", "rss.channel.item", { $0["rss"]!["channel"]!["item"]!.arrayValue! }),
            ("restkit-user-tasks.xml", "user.tasks.task", { $0["user"]!["tasks"]!.arrayValue!.map { $0["task"]! } }),
        ]
        for (name, keyPath, expected) in cases {
            var streamed: [Node] = []
            try XMLStreamReader(data: fixtureData(name), keyPath: keyPath).forEachValue { streamed.append($0) }
            XCTAssertEqual(streamed, expected(try read(name)), name)
        }
    }
}
