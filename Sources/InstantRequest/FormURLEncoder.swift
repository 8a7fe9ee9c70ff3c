import Foundation
@_spi(Writers) import InstantModel

/// Flattens a payload tree into named scalar parameters, with the bracket conventions RestKit and
/// Rails share:
///
/// * `key=v` for a scalar, `key=` for `null`;
/// * `key[]=v` for each element of an array (an empty array writes nothing, as RestKit did);
/// * `key[sub]=v` for a nested object, recursively, and `key[][sub]=v` for arrays of objects;
/// * Booleans as `1`/`0`, numbers as written, strings as they are (see ``ParameterText``).
///
/// Names keep their structure so each writer can escape them its own way: a form body escapes the
/// keys but writes the brackets it adds literally; a multipart body escapes nothing.
package enum FormURLEncoder {
    /// A parameter name: a root key followed by bracketed steps.
    package struct Name: Equatable {
        /// One bracketed step.
        package enum Step: Equatable {
            /// `[key]`
            case key(String)
            /// `[]`
            case append
        }

        package var root: String
        package var steps: [Step] = []

        package init(root: String, steps: [Step] = []) {
            self.root = root
            self.steps = steps
        }

        package func appending(_ step: Step) -> Name {
            Name(root: root, steps: steps + [step])
        }

        /// The name with `escape` applied to every key, brackets written literally.
        package func rendered(escaping escape: (String) -> String) -> String {
            var text = escape(root)
            for step in steps {
                switch step {
                case .key(let key): text += "[" + escape(key) + "]"
                case .append: text += "[]"
                }
            }
            return text
        }
    }

    /// The scalar parameters of `node`, in tree order; `name` is the name of `node` itself (nil for
    /// the root object).
    package static func parameters(_ node: Node, name: Name? = nil) -> [(name: Name, value: String)] {
        var result: [(name: Name, value: String)] = []
        flatten(node, name: name, into: &result)
        return result
    }

    private static func flatten(_ node: Node, name: Name?, into result: inout [(name: Name, value: String)]) {
        switch node {
        case .object(let object):
            for (key, value) in object {
                flatten(value, name: name?.appending(.key(key)) ?? Name(root: key), into: &result)
            }
        case .array(let elements):
            let elementName = (name ?? Name(root: "")).appending(.append)
            for element in elements { flatten(element, name: elementName, into: &result) }
        default:
            result.append((name ?? Name(root: ""), ParameterText.text(of: node) ?? ""))
        }
    }

    /// `application/x-www-form-urlencoded` text of `node` (keys and values RFC 3986-escaped, pairs
    /// joined with `&`); `name` names a non-object root.
    package static func encode(_ node: Node, name: String? = nil) -> String {
        write(node, name: name).takeString()
    }

    /// The UTF-8 bytes of ``encode(_:name:)``.
    package static func encodedBytes(_ node: Node, name: String? = nil) -> [UInt8] {
        write(node, name: name).takeBytes()
    }

    /// The UTF-8 bytes of ``encode(_:name:)`` as `Data`, which takes over the written memory.
    package static func encodedData(_ node: Node, name: String? = nil) -> Data {
        write(node, name: name).takeData()
    }

    /// Writes `node` into a new buffer, which the caller takes.
    private static func write(_ node: Node, name: String?) -> OutputBuffer {
        // Room for a typical body and name, so neither buffer grows pair by pair.
        var writer = Writer(output: OutputBuffer(initialCapacity: 256), prefix: OutputBuffer(initialCapacity: 64))
        if let name { PercentEncoding.appendEscaped(name, to: &writer.prefix) }
        writer.write(node, named: name != nil)
        writer.prefix.destroy()
        return writer.output
    }

    /// The byte writer behind ``encodedBytes(_:name:)``: each name is escaped once per level of the
    /// tree and each value on its bytes; the escaped name of the value being written grows and
    /// shrinks as the tree is walked, so a pair costs one copy of its name.
    private struct Writer {
        var output: OutputBuffer
        /// The escaped name of the current value, brackets included.
        var prefix: OutputBuffer

        /// Writes `node`; `named` is false only for the root object, whose keys start the names.
        mutating func write(_ node: Node, named: Bool) {
            switch node {
            case .object(let object):
                let length = prefix.count
                object.withPairsInPlace { pairs in
                    for pair in pairs {
                        if named {
                            prefix.append(UInt8(ascii: "["))
                            PercentEncoding.appendEscaped(pair.key, to: &prefix)
                            prefix.append(UInt8(ascii: "]"))
                        } else {
                            PercentEncoding.appendEscaped(pair.key, to: &prefix)
                        }
                        write(pair.value, named: true)
                        prefix.truncate(to: length)
                    }
                }
            case .array(let elements):
                let length = prefix.count
                prefix.append(UInt8(ascii: "["))
                prefix.append(UInt8(ascii: "]"))
                for element in elements { write(element, named: true) }
                prefix.truncate(to: length)
            case .string(let text):
                startPair()
                PercentEncoding.appendEscaped(text, to: &output)
            case .integer(let value):
                // Digits and `-` are unreserved: written as they are.
                startPair()
                writeInteger(value)
            case .bool(let value):
                startPair()
                output.append(value ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            case .null:
                startPair()
            case .double:
                startPair()
                PercentEncoding.appendEscaped(ParameterText.text(of: node) ?? "", to: &output)
            }
        }

        /// `&` between pairs, then the name and `=`.
        private mutating func startPair() {
            if output.count > 0 { output.append(UInt8(ascii: "&")) }
            output.append(contentsOf: prefix)
            output.append(UInt8(ascii: "="))
        }

        /// The decimal digits of `value`, as `String(value)` writes them.
        private mutating func writeInteger(_ value: Int64) {
            var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: enough for 20 digits and a sign
            withUnsafeMutableBytes(of: &digits) { raw in
                var magnitude = value.magnitude
                var position = raw.count
                repeat {
                    position -= 1
                    raw[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                if value < 0 {
                    position -= 1
                    raw[position] = UInt8(ascii: "-")
                }
                let start = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self) + position
                output.append(UnsafePointer(start), count: raw.count - position)
            }
        }
    }
}
