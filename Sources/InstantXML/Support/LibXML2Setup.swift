#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// Initialises libxml2 exactly once before any parser is created.
///
/// libxml2 2.9 wants `xmlInitParser()` called once before threads use it; its own lazy check is
/// not thread-safe, while a Swift global's initialiser runs exactly once under a lock.
enum LibXML2Setup {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Makes sure libxml2 is initialised; cheap after the first call.
    static func ensureInitialized() {
        _ = initialized
    }
}
