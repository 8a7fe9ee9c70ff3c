/// Where a ``JSONParser`` hands the elements of one array, found by a path of object keys, instead
/// of keeping them in the tree it builds.
///
/// The parser is specialized over its tap, so a parser that streams nothing (``NoArrayTap``) carries
/// no streaming code, and a streaming one calls its tap directly. What the elements serve (a
/// callback, a mapper's fields) is the tap's business: the parser only reads JSON.
protocol JSONArrayTap {
    /// The keys leading to the array (empty: the document's root array).
    var keys: [String] { get }
    /// The number of ``keys``, or -1 when no array is tapped.
    var depth: Int { get }
    /// An array starts at the path (a repeated key starts another one).
    func beginArray()
    /// Takes one element read as a tree; false stops the parser.
    func receive(_ element: consuming Node) -> Bool
    /// The array at the path closed; false stops the parser.
    func flush() -> Bool
    /// A value at the path is complete: the tapped array (true) or any other value (false).
    func noteValue(streamed: Bool)
    /// An object element of the array at the cursor: reads it with the parser's primitives and
    /// returns true, or returns false (the cursor unmoved) to let the parser read it as a tree.
    /// Static, and reaching the tap through `parser.tap`, so no copy of the tap is retained.
    static func readObjectElement(_ parser: inout JSONParser<Self>) throws(ParseError) -> Bool
}

/// The tap of a parser that builds the whole tree: nothing is tapped.
struct NoArrayTap: JSONArrayTap {
    var keys: [String] { [] }
    var depth: Int { -1 }
    @inline(__always) func beginArray() {}
    @inline(__always) func receive(_ element: consuming Node) -> Bool { true }
    @inline(__always) func flush() -> Bool { true }
    @inline(__always) func noteValue(streamed: Bool) {}
    @inline(__always) static func readObjectElement(_ parser: inout JSONParser<Self>) throws(ParseError) -> Bool {
        false
    }
}
