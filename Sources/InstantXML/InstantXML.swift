import InstantPayload

#if canImport(libxml2)
    import libxml2  // Apple SDKs: the system's own module (see README, "Apple platforms")
#else
    import CLibXML2
#endif

/// The version of the libxml2 library InstantXML is linked against, for diagnostics.
public var libxml2Version: String {
    String(cString: __xmlParserVersion().pointee!)
}
