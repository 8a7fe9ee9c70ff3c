import Foundation
import InstantPayload
import InstantXML
import TestSupport
import XCTest

final class XMLStreamReaderTests: XCTestCase {
    private let records = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <records type="array">
          <record><id type="integer">1</id><name>One</name><tags><tag>a</tag><tag>b</tag></tags></record>
          <note>skip me</note>
          <record id="2"><name>Two</name></record>
          <record><id type="integer">3</id><name nil="true"/></record>
        </records>
        """#

    private func collect(_ reader: XMLStreamReader) throws -> [Node] {
        var values: [Node] = []
        var iterator = reader.makeIterator()
        while let value = try iterator.next() { values.append(value) }
        return values
    }

    /// Both stream readers step through one iterator type (`StreamIterator`), which counts the
    /// bytes read for progress reports; and both share `forEachValue(_:)` and `values`.
    func testStreamIteratorCountsTheBytesReadOfAnXMLDocument() async throws {
        let data = Data(records.utf8)
        var iterator = try XMLStreamReader(data: data, keyPath: "records.record").makeIterator()
        var count = 0
        while try iterator.next() != nil { count += 1 }
        XCTAssertEqual(count, 3)
        XCTAssertEqual(iterator.bytesRead, data.count)
        XCTAssertNil(try iterator.next())

        let reader = try XMLStreamReader(data: data, keyPath: "records.record")
        var fromBody: [Node] = []
        try reader.forEachValue { fromBody.append($0) }
        var fromAsync: [Node] = []
        for try await value in reader.values { fromAsync.append(value) }
        XCTAssertEqual(fromBody, try collect(reader))
        XCTAssertEqual(fromAsync, fromBody)
    }

    /// Found by the `xml-stream` fuzz target: elements off the keypath are never built, so a bad
    /// `type` hint there is the whole reader's error only; a record's own bad hint is the stream's too.
    func testStreamConvertsTypeHintsOnlyInsideItsRecords() throws {
        let offPath = Data(#"<records><count type="integer">12abc</count><record>A</record></records>"#.utf8)
        XCTAssertThrowsError(try XMLReader().read(offPath))
        var values: [Node] = []
        try XMLStreamReader(data: offPath, keyPath: "records.record").forEachValue { values.append($0) }
        XCTAssertEqual(values, [.string("A")])

        let onPath = Data(#"<records><record><id type="integer">12abc</id></record></records>"#.utf8)
        XCTAssertThrowsError(
            try XMLStreamReader(data: onPath, keyPath: "records.record").forEachValue { _ in }
        ) { error in
            XCTAssertTrue("\(error)".contains("has type=\"integer\""), "\(error)")
        }
    }

    func testStreamYieldsEachValueAtKeyPath() throws {
        let reader = try XMLStreamReader(data: Data(records.utf8), keyPath: "records.record")
        XCTAssertEqual(
            try collect(reader),
            [
                ["id": 1, "name": "One", "tags": [["tag": "a"], ["tag": "b"]]],
                ["id": "2", "name": "Two"],
                ["id": 3, "name": nil],
            ])
    }

    func testStreamedValuesEqualTheWholeTreeValues() throws {
        let xml = "<users><user><n>1</n></user><user a=\"x\"><n>2</n><n>3</n></user><user/></users>"
        let whole = try Node(xmlString: xml)
        let fromTree = whole["users"]?.arrayValue?.compactMap { $0["user"] }
        let streamed = try collect(XMLStreamReader(data: Data(xml.utf8), keyPath: "users.user"))
        XCTAssertEqual(streamed, fromTree)
    }

    func testStreamDoesNotMatchDeeperElementsOfTheSameName() throws {
        let xml = "<feed><title>t</title><entry>1</entry><meta><entry>no</entry></meta><entry>2</entry></feed>"
        XCTAssertEqual(try collect(XMLStreamReader(data: Data(xml.utf8), keyPath: "feed.entry")), ["1", "2"])
    }

    func testStreamNestedKeyPath() throws {
        let values = try collect(XMLStreamReader(data: Data(records.utf8), keyPath: "records.record.tags.tag"))
        XCTAssertEqual(values, ["a", "b"])
    }

    func testStreamRootKeyPathYieldsTheRootValue() throws {
        let values = try collect(XMLStreamReader(data: Data("<r><a>1</a></r>".utf8), keyPath: "r"))
        XCTAssertEqual(values, [["a": "1"]])
    }

    func testStreamWithOtherRootYieldsNothing() throws {
        XCTAssertEqual(try collect(XMLStreamReader(data: Data(records.utf8), keyPath: "users.user")), [])
    }

    func testStreamUsesLocalNamesOption() throws {
        let xml = #"<a:feed xmlns:a="urn:a"><a:entry>1</a:entry><a:entry>2</a:entry></a:feed>"#
        let local = try XMLStreamReader(
            data: Data(xml.utf8), keyPath: "feed.entry", options: XMLReader.Options(useLocalNames: true))
        XCTAssertEqual(try collect(local), ["1", "2"])
        XCTAssertEqual(try collect(XMLStreamReader(data: Data(xml.utf8), keyPath: "a:feed.a:entry")), ["1", "2"])
    }

    func testStreamThrowsParseErrorAfterEarlierValues() throws {
        // libxml2 parses a few kilobytes ahead, so the error sits well after the values checked.
        let good = (1...10_000).map { "<r>\($0)</r>" }.joined(separator: "\n")
        let xml = "<rs>\n" + good + "\n<r>bad</x>\n</rs>"
        var iterator = try XMLStreamReader(data: Data(xml.utf8), keyPath: "rs.r").makeIterator()
        XCTAssertEqual(try iterator.next(), "1")
        XCTAssertEqual(try iterator.next(), "2")
        var count = 2
        do {
            while try iterator.next() != nil { count += 1 }
            XCTFail("expected an error")
        } catch let error as ParseError {
            XCTAssertEqual(error.line, 10_002)
            XCTAssertTrue(error.message.contains("mismatch"), error.message)
        }
        XCTAssertGreaterThan(count, 9_000)
        XCTAssertNil(try iterator.next())
    }

    func testStreamDecodesISO88591AndUTF16() throws {
        var latin1 = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><rs><r>caf"#.utf8)
        latin1.append(0xE9)
        latin1.append(contentsOf: Data("</r><r>x</r></rs>".utf8))
        XCTAssertEqual(try collect(XMLStreamReader(data: latin1, keyPath: "rs.r")), ["café", "x"])
        var utf16 = Data([0xFF, 0xFE])
        for unit in #"<?xml version="1.0" encoding="UTF-16"?><rs><r>Grüße</r><r>☺</r></rs>"#.utf16 {
            utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        XCTAssertEqual(try collect(XMLStreamReader(data: utf16, keyPath: "rs.r")), ["Grüße", "☺"])
    }

    func testStreamRejectsKeyPathWithOperator() {
        XCTAssertThrowsError(try XMLStreamReader(data: Data(), keyPath: "records.@count")) { error in
            XCTAssertEqual(
                error as? KeyPathError,
                .operatorNotApplicable(.count, keyPath: "records.@count", value: "a streamed XML document"))
        }
    }

    func testStreamForEachValue() throws {
        var names: [String] = []
        try XMLStreamReader(data: Data(records.utf8), keyPath: "records.record.name").forEachValue { value in
            names.append(value.stringValue ?? "null")
        }
        XCTAssertEqual(names, ["One", "Two", "null"])
    }

    func testStreamAsyncSequence() async throws {
        var count = 0
        for try await value in try XMLStreamReader(data: Data(records.utf8), keyPath: "records.record").values {
            XCTAssertNotNil(value["name"])
            count += 1
        }
        XCTAssertEqual(count, 3)
    }

    func testStreamAsyncSequenceThrows() async throws {
        let reader = try XMLStreamReader(data: Data("<rs><r>1</r><r>".utf8), keyPath: "rs.r")
        var seen: [Node] = []
        do {
            for try await value in reader.values { seen.append(value) }
            XCTFail("expected an error")
        } catch is ParseError {
            XCTAssertEqual(seen, ["1"])
        }
    }

    func testStreamFromFileURL() throws {
        let url = try temporaryFile(contents: Data(records.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(
            try collect(XMLStreamReader(contentsOf: url, keyPath: "records.record.name")), ["One", "Two", nil])
    }

    func testStreamFromFileHandle() throws {
        let url = try temporaryFile(contents: Data(records.utf8))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        XCTAssertEqual(
            try collect(XMLStreamReader(fileHandle: handle, keyPath: "records.record.name")), ["One", "Two", nil])
    }

    func testStreamFromPipe() throws {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let payload = Data(records.utf8)
        let thread = Thread {
            writer.write(payload)
            try? writer.close()
        }
        thread.start()
        XCTAssertEqual(
            try collect(XMLStreamReader(fileHandle: pipe.fileHandleForReading, keyPath: "records.record.name")).count, 3
        )
    }

    func testStreamFromMissingFileThrows() throws {
        let reader = try XMLStreamReader(contentsOf: URL(fileURLWithPath: "/nonexistent/dir/file.xml"), keyPath: "a.b")
        var iterator = reader.makeIterator()
        XCTAssertThrowsError(try iterator.next())
    }

    func testStreamIsSafeAgainstBillionLaughs() throws {
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        let xml = "<!DOCTYPE lolz [\(entities)]><lolz><a>&lol9;</a></lolz>"
        let start = ContinuousClock.now
        XCTAssertThrowsError(try collect(XMLStreamReader(data: Data(xml.utf8), keyPath: "lolz.a")))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
    }

    func testStreamingFiftyMegabytesKeepsMemoryFlat() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        let recordCount = try writeLargeDocument(to: url, megabytes: 50)
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        XCTAssertGreaterThan(size, 50_000_000)

        let baseline = MemoryProbe.resetPeak()
        var count = 0
        var lastID: Int64 = 0
        try XMLStreamReader(contentsOf: url, keyPath: "records.record").forEachValue { value in
            count += 1
            lastID = value["id"]?.integerValue ?? -1
        }
        let growth = MemoryProbe.peakResidentBytes() - baseline
        XCTAssertEqual(count, recordCount)
        XCTAssertEqual(lastID, Int64(recordCount))
        XCTAssertLessThan(growth, 64 << 20, "peak RSS grew by \(growth >> 20) MB")
        print("streamed \(count) records from \(size >> 20) MB; peak RSS grew by \(growth >> 10) kB")
    }

    private func temporaryFile(contents: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).xml")
        try contents.write(to: url)
        return url
    }

    /// Writes a Rails-style collection of at least `megabytes` MB in small chunks; returns the record count.
    private func writeLargeDocument(to url: URL, megabytes: Int) throws -> Int {
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        handle.write(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<records type=\"array\">\n".utf8))
        var written = 0
        var count = 0
        var chunk = ""
        while written < megabytes * 1_000_000 + 1000 {
            count += 1
            chunk += """
                  <record>
                    <id type="integer">\(count)</id>
                    <name>Record number \(count)</name>
                    <email>user\(count)@example.com</email>
                    <score type="float">\(Double(count) / 7)</score>
                    <active type="boolean">\(count % 2 == 0)</active>
                    <tags><tag>alpha</tag><tag>beta</tag></tags>
                  </record>

                """
            if chunk.utf8.count > 1 << 20 {
                written += chunk.utf8.count
                handle.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        handle.write(Data((chunk + "</records>\n").utf8))
        return count
    }
}
