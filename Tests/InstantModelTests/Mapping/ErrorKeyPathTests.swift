import Foundation
import InstantModel
import XCTest

/// A mapping error names where it happened in the whole run: the array index and the parent
/// keypaths above the model, followed by the model's own keypath. Writing an `Overlapping` whose
/// `info` holds a string cannot place `info.more`; that error is checked at the top level, in a
/// child model, and in arrays, on the tree path (`jsonNode(ofObject:)`, sorted keys) and on the
/// direct JSON writer, which must agree. Reading a bad value is checked the same way.
final class ErrorKeyPathTests: XCTestCase {
    /// Writer options for the direct path (none, pretty printed) and for the tree path (sorted keys).
    private let writerOptions: [JSONWriter.Options] = [[], .prettyPrinted, .sortedKeys]

    /// An `Overlapping` that cannot be written: `info.more` has no place under the string `info`.
    private func unplaceable() -> Overlapping {
        let overlapping = Overlapping()
        overlapping.info = "text"
        overlapping.more = 2.5
        return overlapping
    }

    private func placeable() -> Overlapping {
        let overlapping = Overlapping()
        overlapping.more = 1
        return overlapping
    }

    /// The error `body` throws, failing the test when it throws none or another type.
    private func mappingError(
        _ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line
    ) -> MappingError? {
        do {
            _ = try body()
            XCTFail("nothing was thrown", file: file, line: line)
        } catch let error as MappingError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return nil
    }

    /// Asserts the keypath (and kind) of the error each writing path throws for `objects`.
    private func assertWritingError(
        _ objects: [any Mappable], at keyPath: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for options in writerOptions {
            let error = mappingError(
                { try JSONMapper().jsonData(ofObjects: objects, options: options) }, file: file, line: line)
            XCTAssertEqual(error?.keyPath, keyPath, "options \(options.rawValue)", file: file, line: line)
            XCTAssertEqual(error?.kind, .invalidMapping, file: file, line: line)
            XCTAssertEqual(error?.modelType, "Overlapping", file: file, line: line)
        }
    }

    /// Asserts the keypath of the error each writing path throws for one object.
    private func assertWritingError(
        _ object: any Mappable, at keyPath: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for options in writerOptions {
            let error = mappingError(
                { try JSONMapper().jsonData(ofObject: object, options: options) }, file: file, line: line)
            XCTAssertEqual(error?.keyPath, keyPath, "options \(options.rawValue)", file: file, line: line)
        }
        XCTAssertEqual(
            mappingError({ try JSONMapper().jsonNode(ofObject: object) }, file: file, line: line)?.keyPath, keyPath,
            "jsonNode", file: file, line: line)
        XCTAssertEqual(
            mappingError({ try JSONMapper().jsonRepresentation(ofObject: object) }, file: file, line: line)?.keyPath,
            keyPath, "jsonRepresentation", file: file, line: line)
    }

    // MARK: Writing

    func testTheSecondOfThreeObjectsWritingErrorNamesItsIndex() {
        assertWritingError([placeable(), unplaceable(), placeable()], at: "1.info.more")
        let error = mappingError { try JSONMapper().jsonData(ofObjects: [placeable(), unplaceable()]) }
        XCTAssertEqual(
            error?.description,
            #"mapping error at "1.info.more" (Overlapping): cannot place a value under "info", which already holds "#
                + #""text""#)
    }

    func testATopLevelObjectsWritingErrorNamesItsOwnKeyPath() {
        assertWritingError(unplaceable(), at: "info.more")
        assertWritingError([unplaceable()], at: "0.info.more")
    }

    func testAChildModelsWritingErrorNamesItsParentsKeyPath() {
        let review = Review()
        review.author = unplaceable()
        assertWritingError(review, at: "author.info.more")
        let edited = Review()
        edited.editor = unplaceable()
        assertWritingError(edited, at: "credits.editor.info.more")
    }

    func testAChildModelsWritingErrorInsideAnArrayNamesTheIndexAndTheParent() {
        let review = Review()
        review.author = unplaceable()
        assertWritingError([Review(), Review(), review], at: "2.author.info.more")
        let edited = Review()
        edited.editor = unplaceable()
        assertWritingError([edited], at: "0.credits.editor.info.more")
    }

    func testAWritingErrorInAnArrayPropertyNamesTheElementsIndex() {
        let review = Review()
        review.coauthors = [placeable(), unplaceable()]
        assertWritingError(review, at: "coauthors.1.info.more")
        assertWritingError([Review(), review], at: "1.coauthors.1.info.more")
    }

    func testAWritingErrorInADictionaryPropertyNamesTheValuesKey() {
        let review = Review()
        review.byRole = ["a": placeable(), "lead": unplaceable()]
        assertWritingError(review, at: "byRole.lead.info.more")
        assertWritingError([review], at: "0.byRole.lead.info.more")
    }

    func testAWriterStaysUsableAfterAnErrorDeepInTheGraph() throws {
        let mapper = JSONMapper()
        let review = Review()
        review.author = unplaceable()
        XCTAssertThrowsError(try mapper.jsonData(ofObjects: [review]))
        review.author = placeable()
        XCTAssertEqual(
            String(decoding: try mapper.jsonData(ofObjects: [review]), as: UTF8.self),
            #"[{"stars":0,"author":{"count":0,"info":{"more":1.0}},"coauthors":[],"byRole":{}}]"#)
    }

    // MARK: Reading

    private var strict: JSONMapper {
        var options = MappingOptions()
        options.errorPolicy = .strict
        return JSONMapper(options: options)
    }

    /// Asserts the keypath of the error reading `json` as `[Review]` meets, thrown (strict) and
    /// reported (lenient), from bytes (the record path) and from a tree.
    private func assertReadingError(
        _ json: String, at keyPath: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let data = Data(json.utf8)
        let tree = try Node(jsonData: data)
        XCTAssertEqual(
            mappingError({ try strict.map(data, to: [Review].self) }, file: file, line: line)?.keyPath, keyPath,
            "bytes, strict", file: file, line: line)
        XCTAssertEqual(
            mappingError({ try strict.map(tree, to: [Review].self) }, file: file, line: line)?.keyPath, keyPath,
            "tree, strict", file: file, line: line)
        XCTAssertEqual(
            try JSONMapper().map(data, to: [Review].self).report.errors.map(\.keyPath), [keyPath], "bytes, lenient",
            file: file, line: line)
        XCTAssertEqual(
            try JSONMapper().map(tree, to: [Review].self).report.errors.map(\.keyPath), [keyPath], "tree, lenient",
            file: file, line: line)
    }

    func testTheSecondOfThreeObjectsReadingErrorNamesItsIndex() throws {
        try assertReadingError(#"[{"stars":1},{"stars":{"a":1}},{"stars":3}]"#, at: "1.stars")
    }

    func testAChildModelsReadingErrorNamesItsParentsKeyPathAndIndex() throws {
        try assertReadingError(#"[{},{},{"author":{"count":{"a":1}}}]"#, at: "2.author.count")
        try assertReadingError(#"[{},{"credits":{"editor":{"count":[1]}}}]"#, at: "1.credits.editor.count")
        try assertReadingError(#"[{"coauthors":[{},{"count":{}}]}]"#, at: "0.coauthors.1.count")
        try assertReadingError(#"[{"byRole":{"lead":{"count":{}}}}]"#, at: "0.byRole.lead.count")
    }
}
