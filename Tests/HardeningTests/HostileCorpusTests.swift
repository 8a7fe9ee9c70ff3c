import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import XCTest

/// Every file of `Tests/Fixtures/Hostile` with what reading it must end in (README, "Robustness and
/// compatibility", and "XML rules": parsing is safe by default; InstantXML's documentation, "Safety").
///
/// The test iterates the folder: a file without an expectation, or an expectation without a file,
/// fails. Each payload is read by every path that can meet it in an app (the whole-document
/// reader, the mappers, the streaming reader) and must fail within a second with an error that
/// names where, never crash, hang, or hand back a partial object.
final class HostileCorpusTests: XCTestCase {
    /// What one corpus file must do, given its bytes.
    private typealias Expectation = (_ data: Data, _ name: String) throws -> Void

    private var expectations: [String: Expectation] {
        [
            // Numbers beyond Double, however they are written, are rejected where they stand
            // (JSONReader's "number out of range"), whatever the target property.
            "number-huge-exponent.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["out of range"], offset: 10)
            },
            "number-huge-negative-exponent-integer.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["out of range"], offset: 10)
            },
            "number-400-digit-integer.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["out of range"], offset: 10)
            },
            // Text that is not valid Unicode is never repaired (JSONReader's i_string_* choices).
            "string-invalid-utf8.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["UTF-8"], offset: 14)
            },
            "string-overlong-utf8.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["UTF-8"], offset: 10)
            },
            "string-encoded-surrogate-utf8.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["UTF-8"], offset: 11)
            },
            "key-invalid-utf8.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["UTF-8"], offset: 3)
            },
            "string-lone-high-surrogate.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["surrogate"])
            },
            "string-lone-low-surrogate.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["surrogate"])
            },
            "string-raw-nul.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["control character"], offset: 11)
            },
            "document-nul-byte.json": { data, name in
                self.expectJSONParseError(data, name, offset: 13)
            },
            "truncated-after-key.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["end of input"], offset: 7)
            },
            "truncated-in-escape.json": { data, name in
                self.expectJSONParseError(data, name, mentions: ["unterminated string"], offset: 14)
            },
            // Duplicate keys are not an error: the last value wins, in the key's first position
            // (documented on JSONReader and in the README), in every reader path alike.
            "keys-duplicate.json": { data, name in
                let node = try JSONReader().read(data)
                XCTAssertEqual(node, ["name": "second", "count": 1], name)
                XCTAssertEqual(node.objectValue?.keys, ["name", "count"], name)
                let mapped = try JSONMapper(options: .strict).map(data, to: Owner.self).value
                XCTAssertEqual(mapped.name, "second", name)
                let objectMapped = try self.strictMapper(.json).map(data, to: Owner.self).value
                XCTAssertEqual(objectMapped.name, "second", name)
            },

            // XML: nothing outside the document is ever read, and a reference that cannot be
            // resolved is an error naming the entity (InstantXML's documentation, "Safety"), never
            // silently dropped text (RestKit 0.9.2's `RKXMLParser+libXML.m -parseNode:` kept only
            // element and text nodes, so such text vanished).
            "xxe-file.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["xxe"], line: 3)
            },
            "xxe-http.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["xxe"], line: 3)
            },
            "xxe-in-attribute.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["xxe"], line: 3)
            },
            "external-dtd-entity.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["declaredthere"], line: 3)
            },
            "parameter-entity-external.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["remote"], line: 4)
            },
            // Parameter entities may not be referenced inside declarations of the internal subset,
            // and the external subset, where they may, is never loaded: no amplification is possible.
            "parameter-entity-billion-laughs.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["PEReferences forbidden"], line: 2)
            },
            "billion-laughs.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["entity"])
            },
            "entity-undeclared.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["nbsp"], line: 2)
            },
            "entity-undeclared-internal-subset.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["nbsp"], line: 2)
            },
            "entity-undeclared-external-subset.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["nbsp"], line: 2)
            },
            "entity-undeclared-in-attribute.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["nbsp"], line: 2)
            },
            "invalid-utf8.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["UTF-8"], line: 1)
            },
            "char-ref-surrogate.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["CharRef"], line: 1)
            },
            "char-ref-nul.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["CharRef"], line: 1)
            },
            "nul-byte.xml": { data, name in
                self.expectXMLParseError(data, name, line: 1)
            },
            "attribute-duplicate.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["redefined"], line: 1)
            },
            // Rails type hints parse strictly and never approximate (README, "XML rules").
            "integer-hint-400-digits.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["count"], line: 1)
            },
            "integer-hint-not-a-number.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["count"], line: 1)
            },
            "float-hint-overflow.xml": { data, name in
                self.expectXMLParseError(data, name, mentions: ["price"], line: 1)
            },

            // Every proper prefix of a small document is an error at or before its end.
            "truncation-source.json": { data, name in try self.expectEveryTruncationFails(data, name, format: .json) },
            "truncation-source.xml": { data, name in try self.expectEveryTruncationFails(data, name, format: .xml) },

            // Malformed keypaths, one a line, are refused naming the keypath wherever one is given.
            "keypaths-malformed.txt": { data, name in try self.expectMalformedKeyPathsFail(data, name) },
        ]
    }

    func testEveryCorpusFileHasAnExpectationAndMeetsIt() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: hostileFolder.path).filter {
            !$0.hasPrefix(".")
        }.sorted()
        let expectations = self.expectations
        XCTAssertEqual(Set(files), Set(expectations.keys), "corpus files and expectations differ")
        for file in files {
            guard let expectation = expectations[file] else {
                XCTFail("\(file) has no expectation")
                continue
            }
            let data = try hostileFile(file)
            XCTAssertNoThrow(try expectation(data, file), file)
        }
    }

    /// The other side of the entity rule (README, "XML rules"): a document that only names an
    /// external DTD parses without fetching it, and declared entities, empty ones included, expand
    /// in content and attributes alike.
    func testANamedExternalDTDIsNotFetchedAndDeclaredEntitiesStillExpand() throws {
        let xhtml = Data(
            #"<!DOCTYPE r PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://127.0.0.1:9/x.dtd"><r a="1">x&#160;y</r>"#
                .utf8)
        XCTAssertEqual(try XMLReader().read(xhtml), ["r": ["a": "1", "text": "x\u{A0}y"]])
        let declared = Data(#"<!DOCTYPE r [<!ENTITY e ""><!ENTITY f "F">]><r a="x&e;&f;y">t&e;&f;u</r>"#.utf8)
        XCTAssertEqual(try XMLReader().read(declared), ["r": ["a": "xFy", "text": "tFu"]])
        var streamed: [Node] = []
        try XMLStreamReader(data: declared, keyPath: "r").forEachValue { streamed.append($0) }
        XCTAssertEqual(streamed, [["a": "xFy", "text": "tFu"]])
    }

    // MARK: Expectations

    private func strictMapper(_ format: MappingFormat) -> ObjectMapper {
        var mapper = ObjectMapper(format: format)
        mapper.errorPolicy = .strict
        return mapper
    }

    /// The reader, both mappers and the collection-while-reading path all throw the same error.
    private func expectJSONParseError(
        _ data: Data, _ name: String, mentions words: [String] = [], offset: Int? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let error = expectFailure("\(name) JSONReader", file: file, line: line) { try JSONReader().read(data) }
        assertParseError(error, format: "JSON", mentions: words, offset: offset, name, file: file, fileLine: line)
        let paths: [(String, () throws -> Any)] = [
            ("JSONMapper", { try JSONMapper(options: .strict).map(data, to: EveryKind.self) }),
            (
                "JSONMapper collection",
                { try JSONMapper(options: .strict).map(data, to: [Owner].self, keyPath: "name") }
            ),
            ("ObjectMapper", { try self.strictMapper(.json).map(data, to: EveryKind.self) }),
            ("lenient ObjectMapper", { try ObjectMapper().map(data, to: EveryKind.self) }),
        ]
        for (path, body) in paths {
            let other = expectFailure("\(name) \(path)", file: file, line: line, body)
            XCTAssertEqual(other as? ParseError, error as? ParseError, "\(name) \(path)", file: file, line: line)
        }
    }

    /// The reader, the streaming reader, the collection-while-reading path and the lenient mapper
    /// all throw a parse error naming the line.
    private func expectXMLParseError(
        _ data: Data, _ name: String, mentions words: [String] = [], line expectedLine: Int? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = expectFailure("\(name) XMLReader", file: file, line: line) { try XMLReader().read(data) }
        assertParseError(
            error, format: "XML", mentions: words, line: expectedLine, name, file: file, fileLine: line)
        let paths: [(String, () throws -> Any)] = [
            ("XMLStreamReader", { try XMLStreamReader(data: data, keyPath: "r").forEachValue { _ in } }),
            ("ObjectMapper collection", { try self.strictMapper(.xml).map(data, to: [Owner].self, keyPath: "r") }),
            ("lenient ObjectMapper", { try ObjectMapper(format: .xml).map(data, to: EveryKind.self, keyPath: "r") }),
        ]
        for (path, body) in paths {
            let other = expectFailure("\(name) \(path)", file: file, line: line, body)
            assertParseError(other, format: "XML", mentions: words, "\(name) \(path)", file: file, fileLine: line)
        }
    }

    private func expectEveryTruncationFails(_ data: Data, _ name: String, format: MappingFormat) throws {
        // The whole document reads; each shorter prefix (ignoring the trailing newline) fails.
        let complete = data.last == UInt8(ascii: "\n") ? data.dropLast() : data[...]
        XCTAssertNoThrow(try strictMapper(format).parse(Data(complete)), name)
        var checked = 0
        for length in 0..<complete.count {
            let prefix = Data(complete.prefix(length))
            let what = "\(name) cut at byte \(length)"
            let error = expectFailure(what) { try strictMapper(format).parse(prefix) }
            assertParseError(error, format: format == .json ? "JSON" : "XML", what)
            if format == .json, let offset = (error as? ParseError)?.byteOffset {
                XCTAssertLessThanOrEqual(offset, length, what)
            }
            switch format {
            case .json:
                let collection = expectFailure(what + " (collection)") {
                    try JSONMapper(options: .strict).map(prefix, to: [Owner].self, keyPath: "users")
                }
                XCTAssertTrue(collection is ParseError, "\(what): \(String(describing: collection))")
            case .xml:
                let collection = expectFailure(what + " (collection)") {
                    try strictMapper(.xml).map(prefix, to: [Owner].self, keyPath: "users.user")
                }
                XCTAssertTrue(collection is ParseError, "\(what): \(String(describing: collection))")
                let streamed = expectFailure(what + " (stream)") {
                    try XMLStreamReader(data: prefix, keyPath: "users.user").forEachValue { _ in }
                }
                XCTAssertTrue(streamed is ParseError, "\(what): \(String(describing: streamed))")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100, name)
    }

    private func expectMalformedKeyPathsFail(_ data: Data, _ name: String) throws {
        let keyPaths = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        XCTAssertGreaterThan(keyPaths.count, 5, name)
        let payload = Data(#"{"users": [{"name": "Ann"}]}"#.utf8)
        for keyPath in keyPaths + [""] {
            let what = "keypath \"\(keyPath)\""
            let parsed = expectFailure(what) { try KeyValuePath(keyPath) }
            XCTAssertTrue(parsed is KeyPathError, "\(what): \(String(describing: parsed))")
            if let parsed { XCTAssertTrue("\(parsed)".contains("\"\(keyPath)\""), "\(what): \(parsed)") }
            // ObjectMapper reads an empty keypath as "no keypath" (the payload's root).
            guard !keyPath.isEmpty else { continue }
            let mapped = expectFailure(what + " (ObjectMapper)") {
                try strictMapper(.json).map(payload, to: [Owner].self, keyPath: keyPath)
            }
            if let mapped { XCTAssertTrue("\(mapped)".contains("\"\(keyPath)\""), "\(what): \(mapped)") }
            let jsonMapped = expectFailure(what + " (JSONMapper)") {
                try JSONMapper(options: .strict).map(payload, to: [Owner].self, keyPath: keyPath)
            }
            if let jsonMapped { XCTAssertTrue("\(jsonMapped)".contains("\"\(keyPath)\""), "\(what): \(jsonMapped)") }
        }
    }
}
