import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// The two form-body differences from RestKit 0.9.2 that Compatibility/README.md declares, each with
/// the one-line change it gives a migrated app that needs the old bytes.
final class FormBodyFidelityTests: XCTestCase {
    /// 2011-01-07 17:18:10 UTC.
    private let date = Date(timeIntervalSince1970: 1_294_420_690)

    /// `NSDictionary+RKRequestSerialization -URLEncodedString` wrote a date with `%@`, `NSDate`'s
    /// description; here it is ISO 8601, and `Date.description` set in `willSend(with:)` sends the old text.
    func testFormBodyDatesAreISO8601AndDateDescriptionRestoresTheOldText() throws {
        let body = try FormURLEncodedParams(dictionary: ["topic": ["created_at": date]])
        XCTAssertEqual(body.urlEncodedString, "topic[created_at]=2011-01-07T17%3A18%3A10Z")
        XCTAssertEqual(date.description, "2011-01-07 17:18:10 +0000", "the text 0.9.2 sent")

        let loader = ObjectLoader(method: .put, resourcePath: "/topics/1", params: body)
        try loader.setValue(date.description, forParam: "topic[created_at]")
        XCTAssertEqual(
            loader.httpBody.map { String(decoding: $0, as: UTF8.self) },
            "topic[created_at]=2011-01-07%2017%3A18%3A10%20%2B0000")
    }

    /// 0.9.2 escaped a whole key (`topic%5Bname%5D`); the brackets the encoder adds are literal, and
    /// both decode to the same params on every form decoder.
    func testFormBodyBracketsTheEncoderAddsAreLiteralAndDecodeAlike() throws {
        let body = try FormURLEncodedParams(dictionary: ["topic": ["name": "Ann"]]).urlEncodedString
        XCTAssertEqual(body, "topic[name]=Ann")
        XCTAssertEqual(body.removingPercentEncoding, "topic%5Bname%5D=Ann".removingPercentEncoding)
    }
}
