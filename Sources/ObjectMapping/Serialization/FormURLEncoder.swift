import InstantModel

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
enum FormURLEncoder {
    /// A parameter name: a root key followed by bracketed steps.
    struct Name: Equatable {
        /// One bracketed step.
        enum Step: Equatable {
            /// `[key]`
            case key(String)
            /// `[]`
            case append
        }

        var root: String
        var steps: [Step] = []

        func appending(_ step: Step) -> Name {
            Name(root: root, steps: steps + [step])
        }

        /// The name with `escape` applied to every key, brackets written literally.
        func rendered(escaping escape: (String) -> String) -> String {
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
    static func parameters(_ node: Node, name: Name? = nil) -> [(name: Name, value: String)] {
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
    static func encode(_ node: Node, name: String? = nil) -> String {
        String(decoding: encodedBytes(node, name: name), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``encode(_:name:)``, written straight into one buffer: each name is escaped
    /// once per level of the tree and each value on its bytes, with no text built per pair.
    static func encodedBytes(_ node: Node, name: String? = nil) -> [UInt8] {
        var writer = Writer()
        // Room for a typical body and name, so neither buffer grows pair by pair.
        writer.output.reserveCapacity(256)
        writer.prefix.reserveCapacity(64)
        if let name { PercentEncoding.appendEscaped(name, to: &writer.prefix) }
        writer.write(node, named: name != nil)
        return writer.output
    }

    /// The byte writer behind ``encodedBytes(_:name:)``: the escaped name of the value being written
    /// grows and shrinks as the tree is walked, so a pair costs one copy of its name.
    private struct Writer {
        var output: [UInt8] = []
        /// The escaped name of the current value, brackets included.
        var prefix: [UInt8] = []

        /// Writes `node`; `named` is false only for the root object, whose keys start the names.
        mutating func write(_ node: Node, named: Bool) {
            switch node {
            case .object(let object):
                let length = prefix.count
                for (key, value) in object {
                    if named {
                        prefix.append(UInt8(ascii: "["))
                        PercentEncoding.appendEscaped(key, to: &prefix)
                        prefix.append(UInt8(ascii: "]"))
                    } else {
                        PercentEncoding.appendEscaped(key, to: &prefix)
                    }
                    write(value, named: true)
                    prefix.removeSubrange(length...)
                }
            case .array(let elements):
                let length = prefix.count
                prefix.append(UInt8(ascii: "["))
                prefix.append(UInt8(ascii: "]"))
                for element in elements { write(element, named: true) }
                prefix.removeSubrange(length...)
            case .string(let text):
                startPair()
                PercentEncoding.appendEscaped(text, to: &output)
            default:
                startPair()
                PercentEncoding.appendEscaped(ParameterText.text(of: node) ?? "", to: &output)
            }
        }

        /// `&` between pairs, then the name and `=`.
        private mutating func startPair() {
            if !output.isEmpty { output.append(UInt8(ascii: "&")) }
            output.append(contentsOf: prefix)
            output.append(UInt8(ascii: "="))
        }
    }
}
