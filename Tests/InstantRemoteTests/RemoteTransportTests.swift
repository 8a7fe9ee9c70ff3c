import Foundation
import InstantModel
import InstantRemote
import ObjectMapping
import XCTest

/// README, "Architecture": Instant Cocoa's gateway and fetcher (InstantNetworking) send through a
/// `RemoteTransport`, and `ObjectManager` is the one InstantRemote brings: it reads responses with its
/// mapper and maps RestKit-style models itself. No server is needed for these.
final class RemoteTransportTests: XCTestCase {
    let base = URL(string: "http://127.0.0.1:9/api")!

    /// `ObjectManager.shared` is the `Model` conveniences' default transport: the first manager created
    /// sets both, and clearing one clears the other.
    func testTheSharedManagerIsTheRemoteConveniencesDefaultTransport() throws {
        let previous = ObjectManager.shared
        defer { ObjectManager.shared = previous }
        ObjectManager.shared = nil
        XCTAssertNil(RemoteTransports.shared)
        let first = ObjectManager(baseURL: base)
        _ = ObjectManager(baseURL: base)
        XCTAssertTrue(RemoteTransports.shared === first)
        XCTAssertTrue(try RemoteMember().gateway().manager === first)
        RemoteTransports.shared = nil
        XCTAssertNil(ObjectManager.shared)
        XCTAssertThrowsError(try RemoteMember().gateway()) { error in
            guard case RemoteError.noManager = error else { return XCTFail("\(error)") }
        }
    }

    /// The manager reads a response in the format its `Content-Type` names, whatever the mapper's
    /// format (`RKResponse -isXML`), as the gateway's Instant Model path needs.
    func testTheManagerReadsAResponseInTheFormatItsContentTypeNames() throws {
        let manager = ObjectManager(baseURL: base)
        let xml = HTTPResponse(
            statusCode: 200, headers: ["content-type": "application/xml; charset=utf-8"],
            body: Data("<member><name>Ann</name></member>".utf8))
        let node = try manager.payload(of: xml)
        XCTAssertEqual(try KeyValuePath("member.name").evaluate(on: node), .string("Ann"))
        let json = HTTPResponse(
            statusCode: 200, headers: ["content-type": "application/json"], body: Data(#"{"name":"Bo"}"#.utf8))
        XCTAssertEqual(try KeyValuePath("name").evaluate(on: try manager.payload(of: json)), .string("Bo"))
    }

    /// RestKit-style models are mapped by the manager's mapper (from the keypath); any other object is
    /// left to the gateway's `jsonMapping` path, and the manager says so.
    func testTheManagerMapsObjectMappableModelsAndLeavesOthersToTheGateway() throws {
        let manager = ObjectManager(baseURL: base)
        let response = HTTPResponse(
            statusCode: 200, headers: ["content-type": "application/json"],
            body: Data(#"{"widget":{"id":4,"label":"knob"}}"#.utf8))
        let widget = Widget()
        XCTAssertTrue(try manager.mapResponse(response, onto: widget, keyPath: "widget"))
        XCTAssertEqual(widget.widgetID, 4)
        XCTAssertEqual(widget.label, "knob")
        let member = RemoteMember()
        XCTAssertFalse(try manager.mapResponse(response, onto: member, keyPath: nil))
        XCTAssertNil(member.name)
    }
}
