import InstantModel

// TODO(integration): replace this stand-in with InstantXML's libxml2 writer,
// `XMLWriter().write(node, rootName:)`, once it is merged, then delete this file and regenerate the
// XML golden file of the serialization tests. Until then this writes the same Rails `to_xml` shape
// (declaration, two-space indentation, `type="array"`, `nil="true"`, scalar type hints) as text.

/// A minimal Rails-style XML writer standing in for InstantXML's writer in ``XMLParams``.
///
/// * Objects become child elements in tree order; arrays get `type="array"` and one child per element,
///   named by the singular of the array's name (`cats` → `cat`); an element that is a single-key
///   object under that very name (`{"tasks": [{"task": A}]}`, the tree shape of XML lists) is unwrapped.
/// * `null` is `nil="true"`; integers, other numbers and Booleans carry `type="integer"`, `"float"`
///   and `"boolean"`, which the InstantXML reader consumes again.
/// * Names that are not valid XML names have their invalid characters replaced by `_`.
enum XMLStandInWriter {
    /// The document for `node` under a root element named `rootName`.
    static func write(_ node: Node, rootName: String) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        writeElement(named: rootName, node, depth: 0, into: &output)
        return output
    }

    private static func writeElement(named rawName: String, _ node: Node, depth: Int, into output: inout String) {
        let name = elementName(rawName)
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .null:
            output += "\(indent)<\(name) nil=\"true\"/>\n"
        case .bool(let value):
            output += "\(indent)<\(name) type=\"boolean\">\(value)</\(name)>\n"
        case .integer(let value):
            output += "\(indent)<\(name) type=\"integer\">\(value)</\(name)>\n"
        case .double(let value, let literal):
            output += "\(indent)<\(name) type=\"float\">\(escape(literal ?? String(value)))</\(name)>\n"
        case .string(let value):
            output += "\(indent)<\(name)>\(escape(value))</\(name)>\n"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "\(indent)<\(name) type=\"array\"/>\n"
                return
            }
            output += "\(indent)<\(name) type=\"array\">\n"
            let childName = singular(of: rawName)
            for element in elements {
                // `{"tasks": [{"task": A}]}` is the tree of `<tasks><task>A</task></tasks>`.
                if case .object(let object) = element, object.count == 1, let (key, value) = object.pairs.first,
                    key == childName
                {
                    writeElement(named: key, value, depth: depth + 1, into: &output)
                } else {
                    writeElement(named: childName, element, depth: depth + 1, into: &output)
                }
            }
            output += "\(indent)</\(name)>\n"
        case .object(let object):
            guard !object.isEmpty else {
                output += "\(indent)<\(name)/>\n"
                return
            }
            output += "\(indent)<\(name)>\n"
            for (key, value) in object { writeElement(named: key, value, depth: depth + 1, into: &output) }
            output += "\(indent)</\(name)>\n"
        }
    }

    /// `cats` → `cat`, `categories` → `category`, `addresses` → `address`; other names unchanged.
    static func singular(of name: String) -> String {
        if name.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("sses") || name.hasSuffix("xes") || name.hasSuffix("ches") || name.hasSuffix("shes") {
            return String(name.dropLast(2))
        }
        if name.hasSuffix("s"), !name.hasSuffix("ss"), name.count > 1 { return String(name.dropLast()) }
        return name
    }

    private static func elementName(_ name: String) -> String {
        var result = ""
        for (offset, character) in name.enumerated() {
            let valid =
                character.isLetter || character == "_"
                || (offset > 0 && (character.isNumber || character == "-" || character == "."))
            result.append(valid ? character : "_")
        }
        return result.isEmpty ? "_" : result
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
