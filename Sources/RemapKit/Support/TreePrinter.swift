import InstantModel

/// Renders a payload tree as an indented outline, one value per line, with keypath-style names.
package enum TreePrinter {
    package static func render(_ node: Node, label: String? = nil) -> String {
        var lines: [String] = []
        write(node, label: label, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func write(_ node: Node, label: String?, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let prefix = indent + (label.map { "\($0): " } ?? "")
        switch node {
        case .object(let object):
            lines.append(prefix + "{\(object.count) \(object.count == 1 ? "key" : "keys")}")
            for (key, value) in object { write(value, label: key, depth: depth + 1, into: &lines) }
        case .array(let elements):
            lines.append(prefix + "[\(elements.count) \(elements.count == 1 ? "element" : "elements")]")
            for (index, element) in elements.enumerated() {
                write(element, label: "[\(index)]", depth: depth + 1, into: &lines)
            }
        case .string(let text):
            lines.append(prefix + quoted(text))
        case .null:
            lines.append(prefix + "null")
        case .bool(let value):
            lines.append(prefix + String(value))
        case .integer(let value):
            lines.append(prefix + String(value))
        case .double(let value, let literal):
            lines.append(prefix + (literal ?? String(value)))
        }
    }

    /// `text` as a Swift string literal: the outline shows strings so, and `remap generate` writes them.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
