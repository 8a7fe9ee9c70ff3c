#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished whole-document parser per thread, handed to the next small document read on that
/// thread (``SAXDocumentParser/parse(_:options:alreadyUTF8:stream:)``).
///
/// Unsafe because the session is kept as an unmanaged pointer in a pthread key: ``take()`` moves it
/// out of the key (a parse nested on the same thread then makes its own), ``put(_:)`` moves one in,
/// and the key's destructor releases what a thread leaves there when it ends. A session never
/// crosses threads while cached, so callers on many threads at once each use their own.
enum ThreadParserCache {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                let opaque: UnsafeMutableRawPointer? = pointer
            #else
                let opaque = pointer
            #endif
            guard let opaque else { return }
            Unmanaged<SAXDocumentParser.Session>.fromOpaque(opaque).release()
        }
        precondition(created == 0, "pthread_key_create failed")
        return key
    }()

    /// The session this thread cached, moved out of the cache.
    @inline(__always)
    static func take() -> SAXDocumentParser.Session? {
        guard let opaque = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        return Unmanaged<SAXDocumentParser.Session>.fromOpaque(opaque).takeRetainedValue()
    }

    /// Caches `session` for this thread's next document (a session already cached is freed).
    @inline(__always)
    static func put(_ session: SAXDocumentParser.Session) {
        if let previous = pthread_getspecific(key) {
            Unmanaged<SAXDocumentParser.Session>.fromOpaque(previous).release()
        }
        pthread_setspecific(key, Unmanaged.passRetained(session).toOpaque())
    }
}
