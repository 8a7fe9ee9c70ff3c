import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// Encodable values as Rails form params, through the form-urlencoded writer RestKit's rules built
/// (`NSDictionary+RKRequestSerialization.m`, `-URLEncodedString`).
final class CodableFormParamsTests: XCTestCase {
    struct Pet: Codable { var name: String }
    struct User: Codable {
        var name: String
        var age: Int
        var admin: Bool
        var pets: [Pet]
        var createdAt: Date
    }

    func testEncodesRailsParamsUnderTheRootKey() throws {
        var encoder = NodeEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let user = User(
            name: "Ann Lee", age: 4, admin: true, pets: [Pet(name: "Rex")], createdAt: Date(timeIntervalSince1970: 0))
        let params = try encoder.formURLEncodedParams(user, rootKey: "user")
        XCTAssertEqual(
            params.urlEncodedString,
            "user[name]=Ann%20Lee&user[age]=4&user[admin]=1&user[pets][][name]=Rex"
                + "&user[created_at]=1970-01-01T00%3A00%3A00Z")
        XCTAssertEqual(params.httpHeaderValueForContentType, "application/x-www-form-urlencoded")
    }

    func testAValueThatIsNotAnObjectNeedsARootKey() {
        XCTAssertThrowsError(try NodeEncoder().formURLEncodedParams([1, 2]))
        XCTAssertEqual(
            try NodeEncoder().formURLEncodedParams([1, 2], rootKey: "ids").urlEncodedString, "ids[]=1&ids[]=2")
    }
}
