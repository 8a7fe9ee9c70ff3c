import Foundation
import XCTest

/// `NSNumber` in a mapping file's `types` (Compatibility/CheckingMappings.md). An
/// `NSNumber` held integers, doubles and Booleans alike (RestKit 0.9.2's `RKObjectMapper.m`
/// `-setPropertiesOfModel:fromElements:` assigned the `NSNumber` the parser made), so `remap explain`
/// types it `Number`: the payload's value as it is, never flagged for being a Boolean and never
/// rounded for being an integer beyond 2^53.
extension RemapCommandTests {
    func testNSNumberTakesIntegersBeyond2To53DoublesAndBooleansAsTheyAre() throws {
        let mapping = try temporaryFile(
            "status-mapping.json",
            """
            {"classes": {"Status": {
              "elementToPropertyMappings": {"id": "statusID", "favorited": "favorited", "ratio": "ratio"},
              "types": {"statusID": "NSNumber", "favorited": "NSNumber", "ratio": "NSNumber"}
            }}}
            """)
        let payload = try temporaryFile(
            "status.json", #"{"id": 43074105142026241, "favorited": false, "ratio": 0.5}"#)
        let run = try remap(["explain", payload, "--mapping", mapping])
        XCTAssertEqual(run.status, 0, run.errors)
        for key in ["id", "favorited", "ratio"] {
            let row = try XCTUnwrap(run.output.split(separator: "\n").first { $0.hasPrefix(key + " ") }, run.output)
            XCTAssertTrue(row.contains("Optional<Number>"), "\(key): \(row)")
            XCTAssertTrue(row.hasSuffix("mapped"), "\(key): \(row)")
        }
        XCTAssertTrue(run.output.contains("43074105142026241"), run.output)
        XCTAssertTrue(run.output.hasSuffix("No conversion errors.\n"), run.output)
    }

    func testNSNumberRefusesTextThatIsNotANumber() throws {
        let mapping = try temporaryFile(
            "count-mapping.json",
            #"{"classes": {"Counter": {"elementToPropertyMappings": {"n": "n"}, "types": {"n": "NSNumber"}}}}"#)
        let payload = try temporaryFile("counter.json", #"{"n": "0x10"}"#)
        let run = try remap(["explain", payload, "--mapping", mapping])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("n: expected Number"), run.output)
    }
}
