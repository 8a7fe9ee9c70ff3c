// Known-good shapes for portability_rules.py --self-check: none may be reported.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

#if canImport(libxml2)
    import libxml2  // Apple SDKs
#else
    import CLibXML2
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if os(macOS) || os(Linux)
    func run() throws {
        try Process.run(URL(fileURLWithPath: "/bin/true"), arguments: []).waitUntilExit()
    }
#endif

func readByte(_ descriptor: Int32) -> Int {
    var byte: UInt8 = 0
    #if canImport(Glibc)
        return Glibc.read(descriptor, &byte, 1)
    #elseif canImport(Musl)
        return Musl.read(descriptor, &byte, 1)
    #else
        return Darwin.read(descriptor, &byte, 1)
    #endif
}

@available(macOS 15, iOS 18, *)
func counter() -> Int {
    let lock = Mutex(0)  // apple-availability: checked
    return lock.withLock { $0 }
}
