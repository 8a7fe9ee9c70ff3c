import InstantPayload

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Entity references in attribute values, and the budget every entity expansion of a document is
/// counted against (README, "XML rules": bounded entity expansion).
extension TreeBuilder {
    /// Replaces character references and `&name;` references in a SAX attribute value: libxml2
    /// leaves `&` as `&#38;` and user entities as references when it does not substitute entities.
    mutating func decodeReferences(
        _ raw: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], document: xmlDocPtr?, nesting: Int, line: Int
    ) throws(ParseError) {
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "&"), let semicolon = raw[index...].firstIndex(of: UInt8(ascii: ";")) else {
                output.append(byte)
                index += 1
                continue
            }
            let reference = UnsafeBufferPointer(rebasing: raw[(index + 1)..<semicolon])
            index = semicolon + 1
            if reference.first == UInt8(ascii: "#") {
                let isHex =
                    reference.count > 1 && (reference[1] == UInt8(ascii: "x") || reference[1] == UInt8(ascii: "X"))
                let digits = String(
                    decoding: UnsafeBufferPointer(rebasing: reference[(isHex ? 2 : 1)...]), as: UTF8.self)
                if let code = UInt32(digits, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(code) {
                    output.append(contentsOf: String(Character(scalar)).utf8)
                }
                continue
            }
            let name = String(decoding: reference, as: UTF8.self)
            switch name {
            case "amp": output.append(UInt8(ascii: "&"))
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                // Undeclared and external entities are refused when libxml2 asks for them (see
                // EntityPolicy); one that still gets here is an error too, never dropped text.
                guard let document, let entity = xmlGetDocEntity(document, name),
                    entity.pointee.etype == XML_INTERNAL_GENERAL_ENTITY, let content = entity.pointee.content
                else {
                    throw ParseError(
                        format: "XML", message: "entity '&\(name);' in an attribute cannot be resolved",
                        line: max(line, 1), column: 1)
                }
                try spendEntityBudget(Int(entity.pointee.length), line: line)
                guard nesting < Self.maximumEntityNesting else {
                    throw ParseError(
                        format: "XML", message: "entity references nest more than \(Self.maximumEntityNesting) deep",
                        line: max(line, 1), column: 1)
                }
                try decodeReferences(
                    UnsafeBufferPointer(start: content, count: Int(entity.pointee.length)), into: &output,
                    document: document, nesting: nesting + 1, line: line)
            }
        }
    }

    /// Whether user-defined entities are expanded at all.
    var expandsEntities: Bool { entityExpansionLimit > 0 }

    /// Counts `amount` bytes (at least one per node) of entity expansion against the document's budget.
    mutating func spendEntityBudget(_ amount: Int, line: Int) throws(ParseError) {
        guard expandsEntities else {
            throw ParseError(
                format: "XML",
                message:
                    "the document uses a user-defined entity, and entity expansion is off (entityExpansionLimit is 0)",
                line: max(line, 1), column: 1)
        }
        entityExpansion += max(amount, 1)
        guard entityExpansion <= entityExpansionLimit else {
            throw ParseError(
                format: "XML",
                message:
                    "entity expansion exceeds the limit of \(entityExpansionLimit) bytes (entity amplification attack?)",
                line: max(line, 1), column: 1)
        }
    }

    /// Entity references inside entities are followed at most this deep.
    static let maximumEntityNesting = 32
}
