import Foundation
import InstantModel
import ObjectMapping
import TestSupport
import XCTest

/// `RKObjectLoaderSpec`'s complex nested user (the user under `data.STUser`, beside `meta`), mapped by
/// a registered keypath, onto a target and at an explicit keypath, in JSON and XML.
final class RegisteredKeyPathCompatibilityTests: XCTestCase {
    func payload(_ format: MappingFormat) throws -> String {
        let name = format == .json ? "complex-nested-user.json" : "complex-nested-user.xml"
        return try PackageFiles.fixtureText("Mapping/" + name)
    }

    /// The keypath of the user in each format's tree (XML documents have one root element).
    func userKeyPath(_ format: MappingFormat) -> String {
        format == .json ? "data.STUser" : "response.data.STUser"
    }

    /// `RKObjectLoaderSpec itShouldLoadAComplexUserObjectUsingRegisteredKeyPath`.
    func testRegisteredKeyPath() throws {
        for format in [MappingFormat.json, .xml] {
            var mapper = ObjectMapper(format: format)
            mapper.registerClass(NestedUser.self, forElementNamed: userKeyPath(format))
            let result = try mapper.map(Data(try payload(format).utf8))
            let user = try XCTUnwrap(result.value.first as? NestedUser, "\(format)")
            XCTAssertEqual(result.value.count, 1)
            XCTAssertEqual(user.firstname, "Diego", "\(format)")
            XCTAssertEqual(user.userID, 31337, "\(format)")
            XCTAssertEqual(user.phone, "555-0100", "\(format)")
        }
    }

    /// `RKObjectLoaderSpec itShouldLoadAComplexUserObjectWithTargetObject` (keypath `data.STUser`).
    func testTargetObjectAtAKeyPath() throws {
        for format in [MappingFormat.json, .xml] {
            let user = NestedUser()
            try ObjectMapper(format: format).mapObject(
                user, fromString: try payload(format), keyPath: userKeyPath(format))
            XCTAssertEqual(user.lastname, "Massanti", "\(format)")
        }
    }

    /// `RKObjectLoaderSpec itShouldLoadAComplexUserObjectUsingRegisteredKeyPathAndExplicitObjectClassAndKeyPath`.
    func testRegisteredKeyPathWithClassAndKeyPath() throws {
        var mapper = ObjectMapper()
        mapper.registerClass(NestedUser.self, forElementNamed: "data.STUser")
        let user = try mapper.mapFromString(try payload(.json), toClass: NestedUser.self, keyPath: "data.STUser")
        XCTAssertEqual((user as? NestedUser)?.email, "diego@example.com")
    }
}

final class NestedUser: ObjectMappable {
    var userID: Int?
    var firstname: String?
    var lastname: String?
    var email: String?
    var phone: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: NestedUser.self) {
            PropertyTable([
                PropertyAccessor("userID", \NestedUser.userID), PropertyAccessor("firstname", \NestedUser.firstname),
                PropertyAccessor("lastname", \NestedUser.lastname), PropertyAccessor("email", \NestedUser.email),
                PropertyAccessor("phone", \NestedUser.phone),
            ])
        }
    }
    static let elementToPropertyMappings = [
        "id": "userID", "firstname": "firstname", "lastname": "lastname", "email": "email", "phone": "phone",
    ]
}
