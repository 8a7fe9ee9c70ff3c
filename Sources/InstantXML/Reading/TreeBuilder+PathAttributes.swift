@_spi(Readers) import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

extension TreeBuilder {
    /// What an element on a streamed keypath carries that changes the tree's answer: read as
    /// ``start(localName:prefix:attributes:attributeCount:parser:document:)`` reads attributes.
    struct PathAttributes {
        var hint: TypeHint?
        var isNil = false
        /// Whether it has attributes the tree keeps (a type hint and `nil="true"` are not kept).
        var hasAttributes = false
        /// The values of the attributes named by the number asked for, in document order.
        var values: [String] = []
    }

    /// The attributes of an element on a streamed keypath (``XMLAnswerCheck``), with the values of
    /// those whose name is numbered `key`.
    mutating func pathAttributes(
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int, named key: Int,
        parser: xmlParserCtxtPtr, document: xmlDocPtr?
    ) throws(ParseError) -> PathAttributes {
        var found = PathAttributes()
        guard let attributes else { return found }
        for index in 0..<count {
            let base = attributes + index * 5
            guard let name = base[0], let start = base[3], let end = base[4] else { continue }
            let raw = UnsafeBufferPointer(start: start, count: end - start)
            if base[1] == nil {
                if name[0] == UInt8(ascii: "t"), name[1] == UInt8(ascii: "y"), name[2] == UInt8(ascii: "p"),
                    name[3] == UInt8(ascii: "e"), name[4] == 0, let recognised = TypeHint(attributeBytes: raw)
                {
                    found.hint = recognised
                    continue
                }
                if name[0] == UInt8(ascii: "n"), name[1] == UInt8(ascii: "i"), name[2] == UInt8(ascii: "l"),
                    name[3] == 0, raw.elementsEqual("true".utf8)
                {
                    found.isNil = true
                    continue
                }
            }
            found.hasAttributes = true
            guard nameID(local: name, prefix: base[1], dictionary: parser.pointee.dict) == key else { continue }
            if raw.contains(UInt8(ascii: "&")) {
                var decoded: [UInt8] = []
                try decodeReferences(
                    raw, into: &decoded, document: document, nesting: 0, line: Int(xmlSAX2GetLineNumber(parser)))
                found.values.append(decoded.withUnsafeBufferPointer { XMLText.string($0) })
            } else {
                found.values.append(XMLText.string(raw))
            }
        }
        return found
    }
}
