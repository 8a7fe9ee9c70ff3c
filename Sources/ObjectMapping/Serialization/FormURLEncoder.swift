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
        parameters(node, name: name.map { Name(root: $0) })
            .map { $0.name.rendered(escaping: PercentEncoding.escape) + "=" + PercentEncoding.escape($0.value) }
            .joined(separator: "&")
    }
}
