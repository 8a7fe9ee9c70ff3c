import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Every wrong-type pairing of the conversion table (DocC "Mapping Rules", "Conversions"): each
/// property kind against each payload kind it cannot become. Strict mapping throws a `MappingError`
/// naming the keypath, the expected type and the value; lenient mapping leaves the property untouched
/// and reports the same error, with every other property mapped. (RestKit 0.9.2 converted in `RKObjectMapper.m`
/// `-setPropertiesOfModel:fromElements:` by the property's class and assigned whatever came out;
/// Instant Cocoa's `ICJSONMapper -mapFromDictionary:toObject:` assigned through KVC.)
final class ConversionMismatchTests: XCTestCase {
    /// Property → JSON values (as JSON text) that must not convert.
    static let mismatches: [String: [String]] = {
        let object = #"{"a": 1}"#
        let integerMismatches = [#""abc""#, #""1.5""#, "1.5", "true", #""""#, "[1, 2]", object, #""1e999999""#]
        return [
            "string": ["[1]", object],
            "int": integerMismatches + [
                "9223372036854775808", "-9223372036854775809", #""-9223372036854775809""#, "1.0000000000000000001",
                #""1.0000000000000000001""#, "1" + String(repeating: "0", count: 30),
            ],
            "int8": integerMismatches + ["128", "-129", #""300""#],
            "int16": integerMismatches + ["32768", "-32769"],
            "int32": integerMismatches + ["2147483648", "-2147483649"],
            "int64": integerMismatches + ["9223372036854775808", #""9223372036854775808""#],
            "uint": integerMismatches + ["-1", #""-1""#, "18446744073709551616"],
            "uint8": integerMismatches + ["256", "-1"],
            "uint16": integerMismatches + ["65536", "-1"],
            "uint32": integerMismatches + ["4294967296", "-1"],
            "uint64": integerMismatches + ["18446744073709551616", "-1", #""18446744073709551616""#],
            "double": [
                #""abc""#, "true", #""""#, "[1.5]", object, #""1e999999""#, #""nan""#, #""inf""#, #""-infinity""#,
            ] + IntegerPrecisionTests.beyondDouble,
            "float": [#""abc""#, "true", #""""#, "[1.5]", object, "1e39", "-1e39", #""1e39""#, #""nan""#]
                + IntegerPrecisionTests.beyondFloat,
            "bool": [#""maybe""#, "2", "-1", "0.5", #""""#, "[true]", object],
            "decimal": [
                #""abc""#, "true", #""""#, "[1]", object, #""1e999999""#, #""nan""#, #""0x10""#,
                #"""# + "1" + String(repeating: "7", count: 399) + #"""#,
            ],
            "date": [#""not a date""#, "true", #""""#, "[1]", object, #""2014-13-45T99:00:00Z""#],
            "url": [#""""#, "true", "[1]", object],
            "uuid": [#""not-a-uuid""#, "42", "true", "[1]", object],
            "plan": [#""enterprise""#, "42", "true", "[1]", object],
            "handle": [#""no-at-sign""#, "42", "[1]", object],
            "owner": [#""Ann""#, "42", "true", "[1, 2]"],
            "owners": [#""Ann""#, "42", "[1, 2]", #"[{"name": "A"}, "B"]"#],
            "ints": [#"["a"]"#, "[1.5]", #"[{"a": 1}]"#, object],
            "names": [#"[{"a": 1}]"#, "[[1]]", object],
            "raw": [#""text""#, "42", "true", "[1]"],
            // `[Any]` takes any payload value (a scalar or an object is wrapped in an array).
            "list": [],
        ]
    }()

    func testEveryPropertyKindHasMismatches() {
        XCTAssertEqual(Set(Self.mismatches.keys), Set(EveryKind.propertyNames))
    }

    func testStrictJSONMappingThrowsNamingTheKeyPathTypeAndValue() throws {
        var pairs = 0
        for (property, values) in Self.mismatches.sorted(by: { $0.key < $1.key }) {
            for value in values {
                let payload = Data(#"{"string": "kept", "\#(property)": \#(value)}"#.utf8)
                let what = "\(property) ← \(value)"
                let error = expectFailure(what) { try JSONMapper(options: .strict).map(payload, to: EveryKind.self) }
                Self.assertNamesProperty(error, property, what)
                let objectMapped = expectFailure(what + " (ObjectMapper)") {
                    var mapper = ObjectMapper()
                    mapper.errorPolicy = .strict
                    return try mapper.map(payload, to: EveryKind.self)
                }
                Self.assertNamesProperty(objectMapped, property, what)
                pairs += 1
            }
        }
        XCTAssertGreaterThan(pairs, 180)
    }

    func testLenientJSONMappingSkipsTheValueAndReportsItWhileMappingTheRest() throws {
        for (property, values) in Self.mismatches.sorted(by: { $0.key < $1.key }) where property != "string" {
            for value in values {
                let payload = Data(#"{"string": "kept", "\#(property)": \#(value)}"#.utf8)
                let what = "\(property) ← \(value)"
                var options = MappingOptions()
                options.logger = nil
                let result = try JSONMapper(options: options).map(payload, to: EveryKind.self)
                XCTAssertEqual(result.value.string, "kept", what)
                XCTAssertTrue(Self.isUnset(result.value, property), what)
                XCTAssertEqual(result.report.errors.count, 1, what)
                XCTAssertEqual(
                    result.report.errors.first?.keyPath.split(separator: ".").first.map(String.init), property, what)
            }
        }
    }

    /// XML carries text, so its mismatches are the texts that do not convert.
    func testStrictXMLMappingThrowsNamingTheKeyPath() throws {
        var pairs = 0
        for (property, values) in Self.mismatches.sorted(by: { $0.key < $1.key }) {
            for value in values {
                guard let text = (try? JSONReader().read(Data(value.utf8)))?.stringValue, !text.isEmpty,
                    !["string", "list", "owners", "names", "ints"].contains(property)
                else { continue }
                let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                    of: "<", with: "&lt;")
                let payload = Data("<r><string>kept</string><\(property)>\(escaped)</\(property)></r>".utf8)
                let what = "XML \(property) ← \(text)"
                let error = expectFailure(what) {
                    var mapper = ObjectMapper(format: .xml)
                    mapper.errorPolicy = .strict
                    return try mapper.map(payload, to: EveryKind.self, keyPath: "r")
                }
                Self.assertNamesProperty(error, property, what)
                let lenient = try ObjectMapper(format: .xml).map(payload, to: EveryKind.self, keyPath: "r")
                XCTAssertEqual(lenient.value.string, "kept", what)
                XCTAssertTrue(Self.isUnset(lenient.value, property), what)
                pairs += 1
            }
        }
        XCTAssertGreaterThan(pairs, 40)
    }

    /// A nested model given something other than an object has the wrong shape; the rest mismatch.
    private static func kind(of property: String) -> MappingError.Kind {
        ["owner", "owners"].contains(property) ? .wrongShape : .typeMismatch
    }

    /// Collections name the element that failed (`ints.0`), everything else the property.
    private static func assertNamesProperty(
        _ error: (any Error)?, _ property: String, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let keyPath = (error as? MappingError)?.keyPath else { return }
        let collections = ["owners", "ints", "names"]
        let expected = collections.contains(property) ? keyPath.hasPrefix(property + ".") : keyPath == property
        XCTAssertTrue(expected, "\(what): \(keyPath)", file: file, line: line)
        assertMappingError(error, keyPath: keyPath, kind: kind(of: property), what, file: file, line: line)
    }

    private static func isUnset(_ model: EveryKind, _ property: String) -> Bool {
        switch property {
        case "owners": return model.owners.isEmpty
        case "ints": return model.ints.isEmpty
        case "names": return model.names.isEmpty
        default:
            do {
                return try model.value(forKey: property) == nil
            } catch {
                return false
            }
        }
    }
}
