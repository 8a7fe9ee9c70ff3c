import Foundation
import InstantPayload
import InstantXML
import XCTest

final class XMLReaderTests: XCTestCase {
    // MARK: Document and scalar elements

    func testDocumentBecomesObjectKeyedByRootName() throws {
        XCTAssertEqual(try tree("<user><name>Ann</name><age>3</age></user>"), ["user": ["name": "Ann", "age": "3"]])
    }

    func testRepeatedNamesGroupEvenAmongManyDistinctNames() throws {
        // More names than fit in the reader's bit mask of name numbers, then a repeat.
        let children = (0..<80).map { "<n\($0)>\($0)</n\($0)>" }.joined()
        let xml = "<r>\(children)<n3>again</n3><z a=\"1\"><a>2</a></z></r>"
        let root = try XMLReader().read(Data(xml.utf8))
        let object = try XCTUnwrap(root["r"]?.objectValue)
        XCTAssertEqual(object.count, 81)
        XCTAssertEqual(object["n3"], ["3", "again"])
        XCTAssertEqual(object["n79"], "79")
        XCTAssertEqual(object["z"], ["a": ["1", "2"]], "an attribute and a child of one name group too")
    }

    func testElementWithoutAttributesOrChildrenIsItsTrimmedText() throws {
        XCTAssertEqual(try tree("<name>\n   Ann Lee \t</name>"), ["name": "Ann Lee"])
    }

    func testEmptyElementIsEmptyString() throws {
        XCTAssertEqual(try tree("<r><a/><b></b><c>   </c></r>"), ["r": ["a": "", "b": "", "c": ""]])
    }

    func testCDATAIsText() throws {
        XCTAssertEqual(try tree("<r><![CDATA[<b>bold</b> & more]]></r>"), ["r": "<b>bold</b> & more"])
    }

    func testCDATAAndTextJoin() throws {
        XCTAssertEqual(try tree("<r>a <![CDATA[<b>]]> c</r>"), ["r": "a <b> c"])
    }

    func testPredefinedAndCharacterEntitiesAreDecoded() throws {
        XCTAssertEqual(
            try tree("<r>Caf&#233; &amp; &lt;bar&gt; &quot;q&quot; &apos;s&apos; &#x263A;</r>"),
            ["r": "Café & <bar> \"q\" 's' ☺"])
    }

    func testEntitiesInAttributesAreDecoded() throws {
        XCTAssertEqual(try tree(#"<r a="x &amp; y &#233;"/>"#), ["r": ["a": "x & y é"]])
    }

    func testCommentsAndProcessingInstructionsAreIgnored() throws {
        XCTAssertEqual(
            try tree("<?xml version=\"1.0\"?><!-- c --><r><!-- inner --><a>1</a><?pi x?><b>2</b></r><!-- after -->"),
            ["r": ["a": "1", "b": "2"]])
    }

    // MARK: Lists

    func testTwoSameNamedChildrenMakeAListOfSingleKeyObjects() throws {
        XCTAssertEqual(
            try tree("<tasks><task>A</task><task>B</task></tasks>"), ["tasks": [["task": "A"], ["task": "B"]]])
    }

    func testSingleChildIsNotAList() throws {
        XCTAssertEqual(try tree("<tasks><task>A</task></tasks>"), ["tasks": ["task": "A"]])
    }

    func testRailsArrayWithOneChildIsAList() throws {
        XCTAssertEqual(try tree(#"<tasks type="array"><task>A</task></tasks>"#), ["tasks": [["task": "A"]]])
    }

    func testRailsArrayWithNoChildrenIsEmptyList() throws {
        XCTAssertEqual(
            try tree(#"<r><tasks type="array"/><more type="array">  </more></r>"#), ["r": ["tasks": [], "more": []]])
    }

    func testRailsArrayKeepsChildrenWithDifferentNames() throws {
        XCTAssertEqual(try tree(#"<items type="array"><a>1</a><b>2</b></items>"#), ["items": [["a": "1"], ["b": "2"]]])
    }

    func testSameNamedChildrenWithAttributeOnParentAreNotAList() throws {
        XCTAssertEqual(
            try tree(#"<tasks owner="me"><task>A</task><task>B</task></tasks>"#),
            ["tasks": ["owner": "me", "task": ["A", "B"]]])
    }

    func testSameNamedChildrenWithTextOnParentAreNotAList() throws {
        XCTAssertEqual(
            try tree("<tasks>note<task>A</task><task>B</task></tasks>"),
            ["tasks": ["task": ["A", "B"], "text": "note"]])
    }

    func testListOfObjects() throws {
        let node = try tree("<tasks><task><name>a</name></task><task><name>b</name></task></tasks>")
        XCTAssertEqual(node, ["tasks": [["task": ["name": "a"]], ["task": ["name": "b"]]]])
    }

    // MARK: Objects

    func testRepeatedNameAmongDifferentSiblingsBecomesArrayInDocumentOrder() throws {
        let node = try tree(
            "<feed><title>T</title><entry><id>1</id></entry><link>l</link><entry><id>2</id></entry></feed>")
        XCTAssertEqual(node, ["feed": ["title": "T", "entry": [["id": "1"], ["id": "2"]], "link": "l"]])
        XCTAssertEqual(node["feed"]?.objectValue?.keys, ["title", "entry", "link"])
    }

    func testAttributesStayInTheirOwnElement() throws {
        let node = try tree(
            #"<user id="1"><name first="true">Ann</name><address kind="home"><city>Oslo</city></address></user>"#)
        XCTAssertEqual(
            node,
            [
                "user": [
                    "id": "1", "name": ["first": "true", "text": "Ann"], "address": ["kind": "home", "city": "Oslo"],
                ]
            ])
    }

    func testAttributeOnlyElementIsObjectWithoutText() throws {
        XCTAssertEqual(
            try tree(#"<r><link href="http://x" rel="alternate"/></r>"#),
            ["r": ["link": ["href": "http://x", "rel": "alternate"]]])
    }

    func testTextBesideAttributesGoesUnderText() throws {
        XCTAssertEqual(
            try tree(#"<price currency="EUR"> 9.50 </price>"#), ["price": ["currency": "EUR", "text": "9.50"]])
    }

    func testTextBesideChildrenGoesUnderText() throws {
        XCTAssertEqual(try tree("<p>Hello <b>world</b>!</p>"), ["p": ["b": "world", "text": "Hello !"]])
    }

    func testOwnTextBesideAChildOrAttributeNamedTextGroupsAsARepeatedName() throws {
        // The element's own text takes the key `text`, so a child or attribute of that name repeats it.
        XCTAssertEqual(try tree("<r><text>a</text>b</r>"), ["r": ["text": ["a", "b"]]])
        XCTAssertEqual(try tree(#"<r text="a">b</r>"#), ["r": ["text": ["a", "b"]]])
        // The same with more names than the reader's bit mask of name numbers holds.
        let children = (0..<70).map { "<n\($0)>\($0)</n\($0)>" }.joined()
        let root = try XMLReader().read(Data("<r>\(children)<text>a</text>b</r>".utf8))
        let object = try XCTUnwrap(root["r"]?.objectValue)
        XCTAssertEqual(object.count, 71)
        XCTAssertEqual(object["text"], ["a", "b"])
    }

    func testObjectKeysKeepDocumentOrder() throws {
        let node = try tree(#"<r z="1" a="2"><m>x</m><b>y</b></r>"#)
        XCTAssertEqual(node["r"]?.objectValue?.keys, ["z", "a", "m", "b"])
    }

    func testAttributeAndChildWithSameNameBecomeArray() throws {
        XCTAssertEqual(try tree(#"<r id="1"><id>2</id></r>"#), ["r": ["id": ["1", "2"]]])
    }

    // MARK: Rails hints

    func testRailsNilIsNull() throws {
        XCTAssertEqual(
            try tree(#"<r><a nil="true"/><b type="integer" nil="true"></b></r>"#), ["r": ["a": nil, "b": nil]])
    }

    func testNilFalseStaysAnAttribute() throws {
        XCTAssertEqual(try tree(#"<a nil="false">x</a>"#), ["a": ["nil": "false", "text": "x"]])
    }

    func testRailsIntegerHint() throws {
        let node = try tree(#"<r><n type="integer"> 42 </n><m type="integer">-7</m></r>"#)
        XCTAssertEqual(node["r"]?["n"], .integer(42))
        XCTAssertEqual(node["r"]?["m"], .integer(-7))
        guard case .integer = node["r"]?["n"] else { return XCTFail("not an integer") }
    }

    func testRailsIntegerTooLargeBecomesDoubleWithLiteral() throws {
        let node = try tree(#"<n type="integer">123456789012345678901234567890</n>"#)
        guard case .double(let value, let literal) = node["n"] else { return XCTFail("expected a double: \(node)") }
        XCTAssertEqual(literal, "123456789012345678901234567890")
        XCTAssertEqual(value, 1.2345678901234568e29)
    }

    func testRailsFloatAndDecimalHintsKeepLiteral() throws {
        let node = try tree(
            #"<r><f type="float">2.4</f><d type="decimal">10.10</d><e type="float">1e3</e><i type="float">-INF</i></r>"#
        )
        guard case .double(2.4, "2.4") = node["r"]?["f"] else { return XCTFail("\(node)") }
        guard case .double(10.1, "10.10") = node["r"]?["d"] else { return XCTFail("\(node)") }
        XCTAssertEqual(node["r"]?["e"], 1000.0)
        XCTAssertEqual(node["r"]?["i"]?.doubleValue, -.infinity)
    }

    func testRailsBooleanHint() throws {
        let node = try tree(
            #"<r><a type="boolean">true</a><b type="boolean">false</b><c type="boolean">1</c><d type="boolean">0</d></r>"#
        )
        XCTAssertEqual(node, ["r": ["a": true, "b": false, "c": true, "d": false]])
    }

    func testRailsDateHintsStayStrings() throws {
        let node = try tree(
            #"<r><a type="date">2011-01-02</a><b type="datetime">2011-01-02T03:04:05Z</b><c type="dateTime">2011-01-02T03:04:05Z</c></r>"#
        )
        XCTAssertEqual(node, ["r": ["a": "2011-01-02", "b": "2011-01-02T03:04:05Z", "c": "2011-01-02T03:04:05Z"]])
    }

    func testRecognisedTypeHintNeverAppearsAsKey() throws {
        let node = try tree(#"<r><n type="integer" unit="kg">5</n></r>"#)
        XCTAssertEqual(node, ["r": ["n": ["unit": "kg", "text": 5]]])
    }

    func testUnrecognisedTypeStaysAnAttribute() throws {
        XCTAssertEqual(try tree(#"<title type="html">T</title>"#), ["title": ["type": "html", "text": "T"]])
    }

    func testEmptyHintedElementIsNull() throws {
        XCTAssertEqual(try tree(#"<r><n type="integer"></n><b type="boolean"/></r>"#), ["r": ["n": nil, "b": nil]])
    }

    func testUnparsableHintedValueThrowsNamingTheElement() throws {
        let error = try XCTUnwrap(parseError("<r>\n<n type=\"integer\">abc</n></r>"))
        XCTAssertTrue(error.message.contains("<n>"), error.message)
        XCTAssertTrue(error.message.contains("abc"), error.message)
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.format, "XML")
    }

    func testUnparsableBooleanAndFloatThrow() {
        XCTAssertNotNil(parseError(#"<b type="boolean">yes</b>"#))
        XCTAssertNotNil(parseError(#"<f type="float">1.2.3</f>"#))
        XCTAssertNotNil(parseError(#"<f type="float">0x1p3</f>"#))
        XCTAssertNotNil(parseError(#"<i type="integer">1.0</i>"#))
    }

    func testRestKitHashWithTypedChildren() throws {
        let node = try tree(
            #"<hash><float type="float">2.4</float><string>string</string><number type="integer">1</number></hash>"#)
        XCTAssertEqual(value(node, "hash", "float"), 2.4)
        XCTAssertEqual(value(node, "hash", "number"), .integer(1))
        XCTAssertEqual(value(node, "hash", "string"), "string")
    }

    func testRailsRecordsArray() throws {
        let xml = #"""
            <records type="array">
              <record><id type="integer">1</id><name>One</name></record>
              <record><id type="integer">2</id><name>Two</name></record>
            </records>
            """#
        XCTAssertEqual(
            try tree(xml), ["records": [["record": ["id": 1, "name": "One"]], ["record": ["id": 2, "name": "Two"]]]])
    }

    // MARK: Namespaces

    func testNamespacedNamesAreKeptAsWritten() throws {
        let xml =
            #"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns="urn:d"><soap:Body><m:Get xmlns:m="urn:m" m:id="7"><Name>x</Name></m:Get></soap:Body></soap:Envelope>"#
        XCTAssertEqual(try tree(xml), ["soap:Envelope": ["soap:Body": ["m:Get": ["m:id": "7", "Name": "x"]]]])
    }

    func testNamespaceDeclarationsAreNotAttributes() throws {
        XCTAssertEqual(
            try tree(#"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:x="urn:x"><id>1</id></feed>"#),
            ["feed": ["id": "1"]])
    }

    func testUseLocalNamesStripsPrefixes() throws {
        let xml =
            #"<atom:feed xmlns:atom="urn:a" xml:lang="en"><atom:link atom:href="h"/><undeclared:x>1</undeclared:x></atom:feed>"#
        let node = try tree(xml, options: XMLReader.Options(useLocalNames: true))
        XCTAssertEqual(node, ["feed": ["lang": "en", "link": ["href": "h"], "x": "1"]])
    }

    func testUndeclaredPrefixIsNotAnError() throws {
        XCTAssertEqual(try tree("<r><atom:link>l</atom:link></r>"), ["r": ["atom:link": "l"]])
    }

    // MARK: DTDs and entities

    func testInternalSubsetWithSimpleEntitiesParses() throws {
        let xml = #"""
            <?xml version="1.0"?>
            <!DOCTYPE note [
              <!ELEMENT note (to, body)>
              <!ENTITY company "Acme &amp; Co">
              <!ENTITY sig "<b>Regards</b>">
            ]>
            <note><to>&company;</to><body>Hi from &company; &amp; friends</body><s>&sig;</s></note>
            """#
        XCTAssertEqual(
            try tree(xml), ["note": ["to": "Acme & Co", "body": "Hi from Acme & Co & friends", "s": ["b": "Regards"]]])
    }

    func testEntityInAttributeIsExpanded() throws {
        XCTAssertEqual(try tree(#"<!DOCTYPE r [<!ENTITY e "val">]><r a="x&e;"/>"#), ["r": ["a": "xval"]])
    }

    func testEntityExpansionLimitZeroRejectsUserEntities() throws {
        let options = XMLReader.Options(entityExpansionLimit: 0)
        for xml in [#"<!DOCTYPE r [<!ENTITY e "val">]><r>a&e;b</r>"#, #"<!DOCTYPE r [<!ENTITY e "val">]><r a="&e;"/>"#]
        {
            XCTAssertThrowsError(try Node(xmlString: xml, options: options)) { error in
                XCTAssertTrue("\(error)".contains("entityExpansionLimit is 0"), "\(error)")
            }
            XCTAssertThrowsError(
                try XMLStreamReader(data: Data(xml.utf8), keyPath: "r", options: options).forEachValue { _ in })
        }
        XCTAssertEqual(try tree("<r>&amp;&#65;</r>", options: options), ["r": "&A"])
    }

    func testNestedEntitiesInAttributesAndContent() throws {
        let xml = #"<!DOCTYPE r [<!ENTITY t "tee"><!ENTITY n "[&t;&#38;#38;]">]><r a="&n;&#38;&amp;&#x41;">&n;</r>"#
        let expected: Node = ["r": ["a": "[tee&]&&A", "text": "[tee&]"]]
        XCTAssertEqual(try tree(xml), expected)
        var streamed: [Node] = []
        try XMLStreamReader(data: Data(xml.utf8), keyPath: "r").forEachValue { streamed.append($0) }
        XCTAssertEqual(streamed, [expected["r"]!])
    }

    func testStreamingAndWholeDocumentReadersAgreeOnEntities() throws {
        let xml = #"""
            <!DOCTYPE note [<!ENTITY company "Acme &amp; Co"><!ENTITY sig "<b>Regards</b>">]>
            <note><to>&company;</to><s>&sig;</s><s>x</s></note>
            """#
        var streamed: [Node] = []
        try XMLStreamReader(data: Data(xml.utf8), keyPath: "note").forEachValue { streamed.append($0) }
        XCTAssertEqual(streamed, [try tree(xml)["note"]!])
    }

    func testExternalEntityIsNeverLoaded() throws {
        let xml = #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>"#
        if let node = try? Node(xmlString: xml) {
            XCTAssertFalse("\(node)".contains("root:"), "external file leaked into \(node)")
        }
    }

    func testExternalParameterEntityAndDTDAreNeverLoaded() throws {
        let xml =
            #"<?xml version="1.0"?><!DOCTYPE r SYSTEM "file:///etc/passwd" [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]><r>x</r>"#
        if let node = try? Node(xmlString: xml) {
            XCTAssertFalse("\(node)".contains("root:"), "external file leaked into \(node)")
        }
    }

    func testBillionLaughsFailsFast() throws {
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        let xml = "<?xml version=\"1.0\"?><!DOCTYPE lolz [\(entities)]><lolz>&lol9;</lolz>"
        let start = ContinuousClock.now
        let error = parseError(xml)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        XCTAssertNotNil(error)
        XCTAssertTrue(error?.message.contains("entity") == true, "\(String(describing: error))")
    }

    func testQuadraticBlowupFailsFast() throws {
        let big = String(repeating: "x", count: 50_000)
        let xml = "<!DOCTYPE r [<!ENTITY a \"\(big)\">]><r>" + String(repeating: "&a;", count: 50_000) + "</r>"
        let start = ContinuousClock.now
        let error = parseError(xml)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        XCTAssertTrue(error?.message.contains("entity expansion") == true, "\(String(describing: error))")
    }

    func testQuadraticBlowupInAttributeFailsFast() throws {
        let big = String(repeating: "x", count: 50_000)
        let xml = "<!DOCTYPE r [<!ENTITY a \"\(big)\">]><r v=\"" + String(repeating: "&a;", count: 50_000) + "\"/>"
        let start = ContinuousClock.now
        let error = parseError(xml)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(1))
        XCTAssertNotNil(error)
    }

    // MARK: Errors

    func testMalformedXMLThrowsWithLineColumnAndLibxml2Message() throws {
        let error = try XCTUnwrap(parseError("<r>\n  <a></b>\n</r>"))
        XCTAssertEqual(error.format, "XML")
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 10)
        XCTAssertTrue(error.message.contains("Opening and ending tag mismatch"), error.message)
        XCTAssertNotNil(error.byteOffset)
    }

    func testTruncatedDocumentThrows() throws {
        let error = try XCTUnwrap(parseError("<r><a>1</a><b>"))
        XCTAssertGreaterThanOrEqual(error.line, 1)
    }

    func testEmptyAndWhitespaceDocumentsThrow() {
        XCTAssertNotNil(parseError(""))
        XCTAssertNotNil(parseError("   \n"))
        XCTAssertNotNil(parseError("<?xml version=\"1.0\"?>"))
    }

    func testTrailingGarbageThrows() {
        XCTAssertNotNil(parseError("<r/><s/>"))
        XCTAssertNotNil(parseError("<r/>junk"))
    }

    func testInvalidUTF8Throws() {
        XCTAssertNotNil(parseError(Data([0x3C, 0x72, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x72, 0x3E])))
    }

    func testDeepNestingThrowsInsteadOfCrashing() throws {
        let depth = 100_000
        let xml = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let start = ContinuousClock.now
        let error = try XCTUnwrap(parseError(xml))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(2))
        XCTAssertTrue(error.message.lowercased().contains("depth"), error.message)
    }

    func testMaximumDepthOptionIsEnforced() throws {
        XCTAssertNoThrow(try Node(xmlString: "<a><b><c>x</c></b></a>", options: XMLReader.Options(maximumDepth: 3)))
        XCTAssertThrowsError(
            try Node(xmlString: "<a><b><c><d>x</d></c></b></a>", options: XMLReader.Options(maximumDepth: 3))
        ) { error in
            XCTAssertTrue("\(error)".contains("maximum depth of 3"), "\(error)")
        }
    }

    func testHugeNumberWithoutHintStaysString() throws {
        let digits = String(repeating: "9", count: 10_000)
        XCTAssertEqual(try tree("<n>\(digits)</n>"), ["n": .string(digits)])
    }

    func testUnsupportedEncodingThrows() {
        XCTAssertNotNil(parseError(#"<?xml version="1.0" encoding="no-such-encoding"?><r/>"#))
    }

    // MARK: Encodings

    func testISO88591DocumentIsDecoded() throws {
        var data = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><r>caf"#.utf8)
        data.append(contentsOf: [0xE9, 0x20, 0xFC, 0x62, 0x65, 0x72])  // "é über"
        data.append(contentsOf: Data("</r>".utf8))
        XCTAssertEqual(try XMLReader().read(data), ["r": "café über"])
    }

    func testUTF16WithBOMIsDecoded() throws {
        let text = #"<?xml version="1.0" encoding="UTF-16"?><r a="ü">Grüße ☺</r>"#
        var little = Data([0xFF, 0xFE])
        for unit in text.utf16 { little.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        XCTAssertEqual(try XMLReader().read(little), ["r": ["a": "ü", "text": "Grüße ☺"]])
        var big = Data([0xFE, 0xFF])
        for unit in text.utf16 { big.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        XCTAssertEqual(try XMLReader().read(big), ["r": ["a": "ü", "text": "Grüße ☺"]])
    }

    func testStringInputIgnoresDeclaredEncoding() throws {
        XCTAssertEqual(try tree(#"<?xml version="1.0" encoding="ISO-8859-1"?><r>café ☺</r>"#), ["r": "café ☺"])
    }

    func testUTF8BOMIsAccepted() throws {
        XCTAssertEqual(try XMLReader().read(Data([0xEF, 0xBB, 0xBF]) + Data("<r>ok</r>".utf8)), ["r": "ok"])
    }

    // MARK: Concurrency

    func testConcurrentParsesEachReportTheirOwnError() throws {
        let results = ConcurrentResults(count: 8 * 50)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<50 {
                let slot = worker * 50 + round
                if (worker + round) % 2 == 0 {
                    let xml = "<r>" + String(repeating: "\n", count: worker) + "<a>\(slot)</a>\n<b></c></r>"
                    do throws(ParseError) {
                        _ = try Node(xmlString: xml)
                        results.set(slot, "no error")
                    } catch {
                        results.set(
                            slot,
                            error.line == worker + 2 && error.message.contains("Opening and ending tag mismatch")
                                ? "ok" : "wrong: \(error)")
                    }
                } else {
                    let node = try? Node(xmlString: "<r><a>\(slot)</a><a>\(slot + 1)</a></r>")
                    results.set(
                        slot,
                        node == ["r": [["a": .string("\(slot)")], ["a": .string("\(slot + 1)")]]] ? "ok" : "wrong tree")
                }
            }
        }
        XCTAssertEqual(results.values.filter { $0 != "ok" }, [])
    }

    func testConcurrentStreamsEachReportTheirOwnError() throws {
        let results = ConcurrentResults(count: 8 * 20)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<20 {
                let slot = worker * 20 + round
                let bad = (worker + round) % 2 == 0
                let xml =
                    "<rs>" + String(repeating: "\n", count: worker) + "<r>\(slot)</r>" + (bad ? "<r></x>" : "<r>x</r>")
                    + "</rs>"
                var values: [Node] = []
                do {
                    try XMLStreamReader(data: Data(xml.utf8), keyPath: "rs.r").forEachValue { values.append($0) }
                    results.set(slot, !bad && values == [.string("\(slot)"), "x"] ? "ok" : "wrong: \(values)")
                } catch let error as ParseError {
                    results.set(slot, bad && error.line == worker + 1 ? "ok" : "wrong error: \(error)")
                } catch {
                    results.set(slot, "unexpected: \(error)")
                }
            }
        }
        XCTAssertEqual(results.values.filter { $0 != "ok" }, [])
    }
}

/// A fixed set of result slots filled from many threads.
final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String]

    init(count: Int) { storage = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
