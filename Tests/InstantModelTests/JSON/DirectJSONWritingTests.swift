import Foundation
import InstantModel
import TestSupport
import XCTest

/// `JSONMapper.jsonData(ofObject:)` and `jsonData(ofObjects:)` write JSON straight from the compiled
/// plans. Their bytes and errors are checked against the tree path they replace: `jsonNode(ofObject:)`
/// written by `JSONWriter`, and each element's tree written by `JSONArrayStreamWriter` (Instant Cocoa's
/// `-JSONRepresentationOfObject:` in `ICJSONMapper.m`, serialized).
final class DirectJSONWritingTests: XCTestCase {
    /// Every combination of the writer's options (those with sorted keys take the tree path).
    private let allOptions: [JSONWriter.Options] = (0..<8).map { JSONWriter.Options(rawValue: $0) }

    // MARK: Oracles: the tree path

    private func treeData(_ object: any Mappable, _ options: JSONWriter.Options, mapper: JSONMapper) throws -> Data {
        try JSONWriter(options: options).write(try mapper.jsonNode(ofObject: object))
    }

    /// The array as it was written before the direct path: one tree per element, streamed. With
    /// sorted keys `jsonData(ofObjects:)` itself takes that path, so its errors (naming the element's
    /// index) are this path's errors under every option: keys are sorted only as each tree is written.
    private func treeData(_ objects: [any Mappable], _ options: JSONWriter.Options, mapper: JSONMapper) throws
        -> Data
    {
        _ = try mapper.jsonData(ofObjects: objects, options: options.union(.sortedKeys))
        let writer = JSONArrayStreamWriter(options: options)
        for object in objects { try writer.append(try mapper.jsonNode(ofObject: object)) }
        return writer.finish()
    }

    /// The text written, or the error's type and description (which names its kind and keypath).
    private func outcome(_ body: () throws -> Data) -> String {
        do {
            return "written: " + String(decoding: try body(), as: UTF8.self)
        } catch {
            return "thrown: \(type(of: error)): \(error)"
        }
    }

    private func assertSameAsTree(
        _ object: any Mappable, mapper: JSONMapper = JSONMapper(), _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for options in allOptions {
            let direct = outcome { try mapper.jsonData(ofObject: object, options: options) }
            let tree = outcome { try treeData(object, options, mapper: mapper) }
            XCTAssertEqual(direct, tree, "options \(options.rawValue) \(message)", file: file, line: line)
        }
    }

    private func assertSameAsTree(
        _ objects: [any Mappable], mapper: JSONMapper = JSONMapper(), _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for options in allOptions {
            let direct = outcome { try mapper.jsonData(ofObjects: objects, options: options) }
            let tree = outcome { try treeData(objects, options, mapper: mapper) }
            XCTAssertEqual(direct, tree, "options \(options.rawValue) \(message)", file: file, line: line)
        }
    }

    // MARK: Bytes

    func testSeededRandomModelsWriteTheTreePathsBytesUnderEveryOption() throws {
        for seed in 0..<150 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let specimen = Specimen.random(using: &generator)
            assertSameAsTree(specimen, "seed \(seed)")
            // The tree path succeeds on these, so the direct bytes are checked, not two equal errors.
            XCTAssertNoThrow(try treeData(specimen, [], mapper: JSONMapper()), "seed \(seed)")
        }
    }

    func testSeededRandomArraysWriteTheStreamedTreesBytesUnderEveryOption() {
        var generator = SeededGenerator(seed: 2024)
        for round in 0..<20 {
            let objects: [any Mappable] = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                generator.chance(70)
                    ? Specimen.random(depth: 1, using: &generator) as any Mappable
                    : Part.random(depth: 2, using: &generator)
            }
            assertSameAsTree(objects, "round \(round)")
        }
    }

    func testAnEmptyArrayAndAnObjectWithNothingToWrite() throws {
        XCTAssertEqual(String(decoding: try JSONMapper().jsonData(ofObjects: []), as: UTF8.self), "[]")
        XCTAssertEqual(String(decoding: try JSONMapper().jsonData(ofObject: Badge()), as: UTF8.self), "{}")
        let pretty = try JSONMapper().jsonData(ofObjects: [Badge(), Badge()], options: .prettyPrinted)
        XCTAssertEqual(String(decoding: pretty, as: UTF8.self), "[\n  {},\n  {}\n]")
        assertSameAsTree(Badge())
        assertSameAsTree([Badge(), Overlapping()])
    }

    func testAGroupLeftEmptyIsLeftOutAndAFilledOneKeepsItsPlace() throws {
        let part = Part()
        part.sizes = [1]
        // `info.weight` always has a value, so `info` is written; with its label nil it holds one member.
        XCTAssertEqual(
            String(decoding: try JSONMapper().jsonData(ofObject: part), as: UTF8.self),
            #"{"info":{"weight":0.0},"sizes":[1.0]}"#)
        let specimen = Specimen()
        let text = String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self)
        XCTAssertFalse(text.contains("address"), text)
        XCTAssertFalse(text.contains("geo"), text)
        XCTAssertFalse(text.contains("meta"), text)
        specimen.city = "Oslo"
        specimen.deepB = 3
        let filled = String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self)
        XCTAssertTrue(filled.contains(#","address":{"city":"Oslo"},"#), filled)
        XCTAssertTrue(filled.contains(#","meta":{"b":3},"#), filled)
        assertSameAsTree(specimen)
    }

    func testKeysAreEscapedAsTheWriterEscapesThem() throws {
        let specimen = Specimen()
        specimen.note = "n"
        specimen.slashed = "s/"
        specimen.odd = "o"
        let compact = String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self)
        XCTAssertTrue(compact.contains(#""n\"ote\u0001é":"n""#), compact)
        XCTAssertTrue(compact.contains(#""a/b":{"c/d":"s/"}"#), compact)
        XCTAssertTrue(compact.contains(#""we\\ird.key":"o""#), compact)
        let escaped = String(
            decoding: try JSONMapper().jsonData(ofObject: specimen, options: .escapeSlashes), as: UTF8.self)
        XCTAssertTrue(escaped.contains(#""a\/b":{"c\/d":"s\/"}"#), escaped)
        assertSameAsTree(specimen)
    }

    func testNumbersTakeTheWritersForms() throws {
        let specimen = Specimen()
        specimen.score = 1e-5
        specimen.ratio = 0.1
        specimen.big = .max
        specimen.small = -128
        specimen.lat = -0.0
        let text = String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self)
        XCTAssertTrue(text.contains(#""score":1e-05,"ratio":0.1,"#), text)
        XCTAssertTrue(text.contains(#""big":18446744073709551615,"small":-128,"#), text)
        XCTAssertTrue(text.contains(#""geo":{"lat":-0.0}"#), text)
        assertSameAsTree(specimen)
    }

    func testASerializerThatDeclinesLeavesTheValueToItsOwnConversion() throws {
        let specimen = Specimen()
        specimen.day = Date(timeIntervalSince1970: 1_000_000_000)
        XCTAssertTrue(
            String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self).contains(
                #""day":"2001/09/09""#))
        specimen.day = Date(timeIntervalSince1970: 0)
        XCTAssertTrue(
            String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self).contains(
                #""day":"1970-01-01T00:00:00Z""#))
        assertSameAsTree(specimen)
    }

    func testARunsDateSerializerWritesDates() throws {
        var options = MappingOptions()
        options.dateSerializer = DateSerializer(format: "dd.MM.yyyy")
        let specimen = Specimen()
        specimen.createdAt = Date(timeIntervalSince1970: 86_400)
        let mapper = JSONMapper(options: options)
        XCTAssertTrue(
            String(decoding: try mapper.jsonData(ofObject: specimen), as: UTF8.self).contains(
                #""created_at":"02.01.1970""#))
        assertSameAsTree(specimen, mapper: mapper)
    }

    // MARK: Hooks

    func testAModelOverridingEncodeKeepsItsOutput() throws {
        let specimen = Specimen()
        specimen.badge = Badge()
        specimen.badge?.name = "gold"
        let empty = Badge()
        let named = Badge()
        named.name = "x"
        specimen.badges = [empty, named]
        let text = String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self)
        // nil as a property: the key is left out; nil as an element: `null`, as the tree path writes them.
        XCTAssertTrue(text.contains(#""badge":"badge:gold","badges":[null,"badge:x"]"#), text)
        specimen.badge = Badge()
        XCTAssertFalse(
            String(decoding: try JSONMapper().jsonData(ofObject: specimen), as: UTF8.self).contains(#""badge":"#))
        assertSameAsTree(specimen)
    }

    /// `Part` and `Badge` are written by hand (no `@Model`): neither is known to keep the default
    /// `encode(in:)`, so both are written from the nodes their `encode(in:)` returns, as the tree is.
    func testHandWrittenModelsAreWrittenThroughTheirEncodeHook() throws {
        let part = Part()
        let context = MappingContext(scheme: JSONMappingScheme())
        XCTAssertEqual(try part.encode(in: context), ["info": ["weight": 0.0], "sizes": []])
        XCTAssertFalse(ModelHooks.keeps(.encode, Part.self))
        XCTAssertFalse(ModelHooks.keeps(.encode, Badge.self))
        let specimen = Specimen()
        specimen.parts = [part]
        assertSameAsTree(specimen)
    }

    // MARK: Fallbacks

    func testAPlanWithoutAnObjectLayoutWritesItsTree() throws {
        let overlapping = Overlapping()
        overlapping.more = 2.5
        XCTAssertEqual(
            String(decoding: try JSONMapper().jsonData(ofObject: overlapping), as: UTF8.self),
            #"{"count":0,"info":{"more":2.5}}"#)
        assertSameAsTree(overlapping)
        overlapping.info = "text"
        assertSameAsTree(overlapping)
        XCTAssertThrowsError(try JSONMapper().jsonData(ofObject: overlapping)) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .invalidMapping)
            XCTAssertEqual((error as? MappingError)?.keyPath, "info.more")
        }
        let holder = Specimen()
        holder.parts = [Part()]
        assertSameAsTree([holder, overlapping, holder])
    }

    func testSortedKeysTakeTheTreePath() throws {
        var generator = SeededGenerator(seed: 7)
        let specimen = Specimen.random(using: &generator)
        let mapper = JSONMapper()
        XCTAssertEqual(
            try mapper.jsonData(ofObject: specimen, options: .sortedKeys),
            try treeData(specimen, .sortedKeys, mapper: mapper))
        XCTAssertNotEqual(
            try mapper.jsonData(ofObject: specimen, options: .sortedKeys), try mapper.jsonData(ofObject: specimen))
    }

    // MARK: Errors

    func testACycleThrowsTheTreePathsErrorWithItsKeyPath() {
        let first = Specimen()
        let second = Specimen()
        first.friend = second
        second.parts = [Part()]
        second.friend = first
        XCTAssertThrowsError(try JSONMapper().jsonData(ofObject: first)) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .cycle)
            XCTAssertEqual((error as? MappingError)?.keyPath, "friend.friend")
        }
        XCTAssertThrowsError(try JSONMapper().jsonData(ofObjects: [Specimen(), first])) { error in
            XCTAssertEqual((error as? MappingError)?.keyPath, "1.friend.friend")
        }
        let node = GraphNode()
        node.next = node
        assertSameAsTree(first)
        assertSameAsTree(node)
        assertSameAsTree([Specimen(), first])
    }

    func testANonFiniteNumberThrowsTheWritersErrorWithItsKeyPath() {
        let specimen = Specimen()
        let part = Part()
        part.inner = Part()
        part.inner?.sizes = [1, .nan]
        specimen.parts = [Part(), part]
        XCTAssertThrowsError(try JSONMapper().jsonData(ofObject: specimen)) { error in
            XCTAssertEqual(error as? JSONWriterError, .nonFiniteNumber(keyPath: "parts.1.inner.sizes.1"))
        }
        XCTAssertThrowsError(try JSONMapper().jsonData(ofObjects: [Specimen(), specimen], options: .prettyPrinted)) {
            error in
            XCTAssertEqual(error as? JSONWriterError, .nonFiniteNumber(keyPath: "1.parts.1.inner.sizes.1"))
        }
        assertSameAsTree(specimen)
        assertSameAsTree([Specimen(), specimen])
        let top = Specimen()
        top.score = .infinity
        assertSameAsTree(top)
        top.score = 0
        top.lng = -.infinity
        assertSameAsTree([top])
    }

    func testAMappingErrorAfterANonFiniteNumberWinsAsOnTheTreePath() {
        // The tree is built whole before it is written, so a cycle further on is met before the NaN.
        let specimen = Specimen()
        specimen.score = .nan
        specimen.friend = specimen
        XCTAssertThrowsError(try JSONMapper().jsonData(ofObject: specimen)) { error in
            XCTAssertEqual((error as? MappingError)?.kind, .cycle)
        }
        assertSameAsTree(specimen)
        assertSameAsTree([Specimen(), specimen])
        let blowing = Specimen()
        blowing.ratio = .nan
        blowing.fuse = Fuse(blows: true)
        assertSameAsTree(blowing)
    }

    func testAValueThatFailsToEncodeThrowsItsErrorFromWhereItIs() {
        let specimen = Specimen()
        let friend = Specimen()
        friend.fuse = Fuse(blows: true)
        specimen.friend = friend
        XCTAssertThrowsError(try JSONMapper().jsonData(ofObjects: [specimen])) { error in
            XCTAssertEqual((error as? MappingError)?.message, "the fuse blew")
            XCTAssertEqual((error as? MappingError)?.keyPath, "0.friend")
        }
        assertSameAsTree(specimen)
        assertSameAsTree([Specimen(), specimen])
    }

    func testAnErrorBelowAParentOrInAnArrayPropertyThrowsTheTreePathsError() {
        let broken = Overlapping()
        broken.info = "text"
        broken.more = 2.5
        let review = Review()
        review.author = broken
        let listed = Review()
        listed.coauthors = [Overlapping(), broken]
        let edited = Review()
        edited.editor = broken
        edited.byRole = ["lead": broken]
        assertSameAsTree(review)
        assertSameAsTree(listed)
        assertSameAsTree(edited)
        assertSameAsTree([Review(), review, listed])
        assertSameAsTree([Review(), Review(), listed])
        assertSameAsTree([edited])
    }

    func testAMapperStaysUsableAfterAnError() throws {
        let mapper = JSONMapper()
        let broken = Specimen()
        broken.friend = broken
        XCTAssertThrowsError(try mapper.jsonData(ofObjects: [broken]))
        let fine = Specimen()
        fine.friend = Specimen()
        XCTAssertEqual(try mapper.jsonData(ofObjects: [fine]), try treeData([fine], [], mapper: mapper))
    }
}
