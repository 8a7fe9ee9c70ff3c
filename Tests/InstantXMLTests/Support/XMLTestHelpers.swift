import Foundation
import InstantPayload
import InstantXML
import TestSupport
import XCTest

/// Reads `xml` with default options, failing the test with the parse error if there is one.
func tree(
    _ xml: String, options: XMLReader.Options = XMLReader.Options(), file: StaticString = #filePath, line: UInt = #line
) throws -> Node {
    do {
        return try Node(xmlString: xml, options: options)
    } catch {
        XCTFail("unexpected parse error: \(error)", file: file, line: line)
        throw error
    }
}

/// Reads `xml` expecting a parse error, and returns it.
func parseError(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> ParseError? {
    parseError(Data(xml.utf8), file: file, line: line)
}

/// Reads `data` expecting a parse error, and returns it.
func parseError(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> ParseError? {
    do {
        let node = try XMLReader().read(data)
        XCTFail("expected a parse error, got \(node)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// Follows `keys` through nested objects (no array mapping: tests spell out the shapes).
func value(_ node: Node, _ keys: String...) -> Node? {
    var current: Node? = node
    for key in keys { current = current?[key] }
    return current
}

/// The bytes of an XML fixture under `Compatibility/Fixtures/XML/`.
func fixtureData(_ name: String) throws -> Data {
    try PackageFiles.fixtureData("XML/" + name)
}

/// The names of all XML fixtures.
func fixtureNames() throws -> [String] {
    try PackageFiles.fixtureNames(in: "XML", suffix: ".xml")
}
