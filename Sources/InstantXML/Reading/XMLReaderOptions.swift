extension XMLReader {
    /// How a document is read into a tree, and the limits that keep hostile input cheap.
    ///
    /// The defaults are safe for untrusted payloads; the limits only ever make parsing stricter.
    public struct Options: Sendable, Hashable {
        /// Drop namespace prefixes from element and attribute names (`atom:link` becomes `link`),
        /// for callers that map by local name whatever prefix a server chose.
        public var useLocalNames: Bool

        /// The deepest element nesting accepted. libxml2 itself stops at 256 levels without its
        /// `XML_PARSE_HUGE` option (which is never used), so larger values change nothing.
        public var maximumDepth: Int

        /// How many bytes of text (each element counting one) the expansion of internal entities
        /// (`<!ENTITY name "…">`) may add to one document, so amplification attacks fail fast;
        /// 0 turns expansion of user-defined entities off (their references then add nothing).
        public var entityExpansionLimit: Int

        /// Options with the given limits; the defaults suit any payload a REST server sends.
        public init(useLocalNames: Bool = false, maximumDepth: Int = 256, entityExpansionLimit: Int = 10_000_000) {
            self.useLocalNames = useLocalNames
            self.maximumDepth = maximumDepth
            self.entityExpansionLimit = entityExpansionLimit
        }
    }
}
