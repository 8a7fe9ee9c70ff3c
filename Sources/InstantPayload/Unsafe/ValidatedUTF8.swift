extension String {
    /// A string of bytes a reader has already checked as UTF-8 (its byte loop rejects anything else),
    /// made without the standard library checking them a second time.
    ///
    /// Unsafe: the caller keeps true that `bytes` are valid UTF-8 and, when `isASCII` is true, that
    /// they are all below 0x80; a string made from other bytes breaks `String`'s invariants. Where the
    /// standard library has no unchecked route (before Swift 6.2's `UTF8Span`), the bytes are
    /// decoded as before.
    @inline(__always)
    init(validatedUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        #if compiler(>=6.2)
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                self = String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
                return
            }
        #endif
        self = String(decoding: bytes, as: UTF8.self)
    }
}
