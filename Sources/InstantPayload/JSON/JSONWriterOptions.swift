extension JSONWriter {
    /// How ``JSONWriter`` lays out its output.
    ///
    /// Compact output with the tree's own key order is the default, so that what was read writes back
    /// the same way; the options cover what humans and signature schemes need instead.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int

        /// Creates a set from its bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Indents with two spaces, one member or element per line, `"key": value`.
        public static let prettyPrinted = Options(rawValue: 1 << 0)
        /// Writes every object's keys in Unicode code point order instead of the object's order.
        public static let sortedKeys = Options(rawValue: 1 << 1)
        /// Writes `/` as `\/` (for embedding JSON in HTML `<script>` blocks).
        public static let escapeSlashes = Options(rawValue: 1 << 2)
    }
}
