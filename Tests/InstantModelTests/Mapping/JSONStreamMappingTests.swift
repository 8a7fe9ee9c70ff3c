import Foundation
import InstantModel
import TestSupport
import XCTest

/// `JSONMapper.mapObjects(_:streaming:)` over a ``JSONStreamReader`` (README, "Big files"): each streamed
/// value maps as the collection mapper maps it, errors carry their index, and a file of any size maps in
/// bounded memory. The reader on its own: `JSONStreamReaderTests` (InstantPayloadTests).
final class JSONStreamMappingTests: XCTestCase {
    /// A generated file of `JSON_STREAM_MB` megabytes (2 by default) maps into models while peak
    /// memory grows by less than 64 MB: the chunk and one record are held, never the file.
    func testAGeneratedFileMapsIntoModelsInBoundedMemory() throws {
        let megabytes = Int(ProcessInfo.processInfo.environment["JSON_STREAM_MB"] ?? "") ?? 2
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let records = try Self.writePosts(to: url, bytes: megabytes * 1_000_000)
        let before = MemoryProbe.resetPeak()
        var count = 0
        var published = 0
        let report = try JSONMapper().mapObjects(
            Post.self, streaming: try JSONStreamReader(contentsOf: url, keyPath: "posts")
        ) { post in
            count += 1
            if post.published { published += 1 }
            XCTAssertEqual(post.author?.name, "Author \(count - 1)")
        }
        let growth = MemoryProbe.peakResidentBytes() - before
        XCTAssertTrue(report.errors.isEmpty)
        XCTAssertEqual(count, records)
        XCTAssertEqual(published, (records + 1) / 2)
        if MemoryProbe.runsUnderAddressSanitizer {
            // Its quarantine keeps freed memory resident (256 MB by default), so the peak counts
            // the bytes allocated, not the bytes held: the bound is checked in the plain run.
            print("under AddressSanitizer: peak memory grew by \(growth >> 20) MiB for \(megabytes) MB")
        } else {
            XCTAssertLessThan(growth, 64 << 20, "peak memory grew by \(growth >> 20) MiB for \(megabytes) MB")
        }
    }

    /// Writes `{"posts": [...]}` of at least `bytes` to `url`, a megabyte at a time; returns the count.
    private static func writePosts(to url: URL, bytes: Int) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var chunk = Array("{\"posts\": [".utf8)
        var written = 0
        var count = 0
        while written + chunk.count < bytes {
            if count > 0 { chunk.append(contentsOf: ",\n".utf8) }
            chunk.append(
                contentsOf: #"{"post_title": "Post \#(count)", "post_text": "Some text \"quoted\" \u00e9 \#(count)", "#
                    .utf8)
            chunk.append(
                contentsOf:
                    #""published": \#(count % 2 == 0), "author": {"full_name": "Author \#(count)", "age": 41}, "#
                    .utf8)
            chunk.append(
                contentsOf: #""likes": ["ann", "bob"], "urls": {"canonical": "https://example.com/\#(count)"}}"#.utf8)
            count += 1
            if chunk.count >= 1 << 20 {
                try handle.write(contentsOf: chunk)
                written += chunk.count
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk.append(contentsOf: "]}\n".utf8)
        try handle.write(contentsOf: chunk)
        return count
    }

    func testJSONMapperMapsEachStreamedValueLikeTheCollectionMapper() throws {
        var json = #"{"posts": ["#
        for index in 0..<300 {
            if index > 0 { json += "," }
            json += #"{"post_title": "T\#(index)", "post_text": "text \#(index)", "published": \#(index % 2 == 0)}"#
        }
        json += "]}"
        let expected = try JSONMapper().map(Data(json.utf8), to: [Post].self, keyPath: "posts").value
        var streamed: [Post] = []
        let report = try JSONMapper().mapObjects(
            Post.self, streaming: try JSONStreamReader(data: Data(json.utf8), keyPath: "posts", chunkSize: 17)
        ) { streamed.append($0) }
        XCTAssertTrue(report.errors.isEmpty)
        XCTAssertEqual(streamed.map(\.content), expected.map(\.content))
        XCTAssertEqual(streamed.map(\.published), expected.map(\.published))
        XCTAssertEqual(streamed.count, 300)
    }

    func testJSONMapperStreamingReportsConversionErrorsWithTheirIndex() throws {
        let json = #"{"authors": [{"full_name": "A", "age": 3}, {"full_name": "B", "age": "old"}]}"#
        var names: [String?] = []
        let report = try JSONMapper().mapObjects(
            Author.self, streaming: try JSONStreamReader(data: Data(json.utf8), keyPath: "authors")
        ) { names.append($0.name) }
        XCTAssertEqual(names, ["A", "B"])
        XCTAssertEqual(report.errors.map(\.keyPath), ["1.age"])
    }
}
