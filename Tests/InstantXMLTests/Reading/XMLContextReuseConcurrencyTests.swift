import Foundation
import InstantPayload
import InstantXML
import XCTest

/// A thread reuses the parser that read its last small document (InstantXML DocC article,
/// "Threads and reused parsers"): nothing of one document reaches the next, a failed parse leaves
/// the next one correct, and many threads reading at once each get their own documents' trees.
final class XMLContextReuseConcurrencyTests: XCTestCase {
    private func read(_ xml: String, options: XMLReader.Options = XMLReader.Options()) throws -> Node {
        try XMLReader(options: options).read(Data(xml.utf8))
    }

    /// The value a parser that never read anything gives, read on a thread of its own.
    private func freshRead(_ data: Data, options: XMLReader.Options = XMLReader.Options()) -> Result<Node, ParseError> {
        let box = ResultBox()
        let thread = Thread {
            box.result = Result { () throws(ParseError) -> Node in try XMLReader(options: options).read(data) }
            box.done.signal()
        }
        thread.start()
        box.done.wait()
        return box.result!
    }

    private final class ResultBox: @unchecked Sendable {
        var result: Result<Node, ParseError>?
        let done = DispatchSemaphore(value: 0)
    }

    func testReadAfterMalformedDocumentIsCorrect() throws {
        XCTAssertThrowsError(try read("<a xmlns:p=\"urn:p\"><p:b><c>1</c>"))
        XCTAssertThrowsError(try read("<a><b>1</a>"))
        XCTAssertEqual(try read("<user><id>7</id><name>Ann</name></user>"), ["user": ["id": "7", "name": "Ann"]])
    }

    func testUndeclaredPrefixAfterFailedNamespacedDocumentReadsAsOnFreshParser() throws {
        let second = Data("<a><p:b>1</p:b></a>".utf8)
        let expected = freshRead(second)
        XCTAssertThrowsError(try read("<a xmlns:p=\"urn:p\"><p:b><p:c>1</p:c>"))
        XCTAssertEqual(
            Result { () throws(ParseError) -> Node in try XMLReader().read(second) }.map { $0 },
            expected)
    }

    func testHostileDocumentIsStillRefusedAfterReuse() throws {
        XCTAssertEqual(try read("<a>1</a>"), ["a": "1"])
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
            <lolz>&lol3;</lolz>
            """
        XCTAssertThrowsError(try read(laughs, options: XMLReader.Options(entityExpansionLimit: 100)))
        let external = """
            <?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>
            """
        XCTAssertThrowsError(try read(external)) { error in
            XCTAssertTrue("\(error)".contains("x"), "\(error)")
        }
        // An entity the last document declared is not declared in the next one.
        XCTAssertEqual(try read("<!DOCTYPE a [<!ENTITY e \"eee\">]><a>&e;</a>"), ["a": "eee"])
        XCTAssertThrowsError(try read("<a>&e;</a>"))
        XCTAssertEqual(try read("<a>2</a>"), ["a": "2"])
    }

    func testLimitsAndNameOptionsOfEachReadApply() throws {
        let deep = "<a><b><c><d>1</d></c></b></a>"
        XCTAssertThrowsError(try read(deep, options: XMLReader.Options(maximumDepth: 3)))
        XCTAssertEqual(try read(deep), ["a": ["b": ["c": ["d": "1"]]]])
        XCTAssertThrowsError(try read(deep, options: XMLReader.Options(maximumDepth: 3)))
        let prefixed = "<x:a xmlns:x=\"urn:x\"><x:b>1</x:b></x:a>"
        XCTAssertEqual(try read(prefixed), ["x:a": ["x:b": "1"]])
        XCTAssertEqual(try read(prefixed, options: XMLReader.Options(useLocalNames: true)), ["a": ["b": "1"]])
        XCTAssertEqual(try read(prefixed), ["x:a": ["x:b": "1"]])
    }

    func testEncodingIsDetectedForEachDocument() throws {
        XCTAssertEqual(try read("<a>1</a>"), ["a": "1"])
        var utf16 = Data([0xFF, 0xFE])
        for unit in "<a>é</a>".utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        XCTAssertEqual(try XMLReader().read(utf16), ["a": "é"])
        let latin1 = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>".utf8) + Data([0xE9]) + Data("</a>".utf8)
        XCTAssertEqual(try XMLReader().read(latin1), ["a": "é"])
        // A string is already decoded: its declaration is ignored, then the next bytes are read by theirs.
        XCTAssertEqual(try XMLReader().read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>é</a>"), ["a": "é"])
        XCTAssertEqual(try XMLReader().read(latin1), ["a": "é"])
    }

    func testManyThreadsReadAtOnce() {
        let failures = ResultCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<300 {
                let id = thread * 1000 + index
                if index % 7 == 3 {
                    if (try? XMLReader().read(Data("<user><id>\(id)</id><name>".utf8))) != nil { failures.add() }
                    continue
                }
                let xml = "<user><id>\(id)</id><name>n\(id)</name><tags><t>a</t><t>b</t></tags></user>"
                let expected: Node = [
                    "user": ["id": .string("\(id)"), "name": .string("n\(id)"), "tags": [["t": "a"], ["t": "b"]]]
                ]
                if (try? XMLReader().read(Data(xml.utf8))) != expected { failures.add() }
            }
        }
        XCTAssertEqual(failures.count, 0)
    }

    private final class ResultCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }
}
