extension XMLWriter {
    /// How arrays inside objects are written.
    ///
    /// Rails' `to_xml` wraps every array in `type="array"`, while documents read from XML carry
    /// repeated elements as arrays; the automatic style writes each the way it reads back.
    public enum ArrayStyle: Sendable, Hashable {
        /// Rails' wrapper (`<tags type="array"><tag>…`) except for an array of two or more values
        /// beside other keys, which is written as repeated sibling elements (`<entry>…</entry><entry>…`),
        /// the shape the reader gives repeated names; XML → tree → XML → tree is then stable.
        case automatic
        /// Always Rails' `type="array"` wrapper, exactly as `to_xml` writes.
        case typed
    }

    /// How a tree is written as XML.
    ///
    /// The defaults produce Rails `to_xml`-style documents that a Rails server and ``XMLReader`` read back.
    public struct Options: Sendable, Hashable {
        /// Spaces per nesting level; 0 writes everything on one line.
        public var indentation: Int
        /// Whether to start with `<?xml version="1.0" encoding="UTF-8"?>`.
        public var includesDeclaration: Bool
        /// How arrays inside objects are written.
        public var arrayStyle: ArrayStyle
        /// Element names for the members of arrays, by the array's key (`["people": "member"]`);
        /// without an entry, members are named by the singular of the key, or by their own key
        /// when every member is a single-key object (the list shape the reader produces).
        public var arrayElementNames: [String: String]
        /// Keys written as XML attributes of their element when their value is a string, number or
        /// Boolean; the tree cannot tell attributes from child elements, so by default none are.
        public var attributeKeys: Set<String>
        /// The deepest nesting written before the writer gives up, so cyclic-looking input cannot exhaust the stack.
        public var maximumDepth: Int

        /// Options with Rails-style defaults.
        public init(
            indentation: Int = 2, includesDeclaration: Bool = true, arrayStyle: ArrayStyle = .automatic,
            arrayElementNames: [String: String] = [:], attributeKeys: Set<String> = [], maximumDepth: Int = 512
        ) {
            self.indentation = indentation
            self.includesDeclaration = includesDeclaration
            self.arrayStyle = arrayStyle
            self.arrayElementNames = arrayElementNames
            self.attributeKeys = attributeKeys
            self.maximumDepth = maximumDepth
        }
    }
}
