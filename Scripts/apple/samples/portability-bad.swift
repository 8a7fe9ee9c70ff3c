// Known-bad shapes for portability_rules.py --self-check: each marked line must be found by the
// rule it names (never compiled; Scripts/ is outside the package's targets).
import CLibXML2  // expect: linux-only-import
import Foundation
import FoundationNetworking  // expect: linux-only-import

#if canImport(Glibc)
    import Glibc  // expect: no-darwin-branch
#endif

#if canImport(libxml2)
    import CLibXML2  // expect: linux-only-import
#else
    import libxml2
#endif

#if os(macOS)
    import FoundationEssentials  // expect: linux-only-import
#endif

let lock = Mutex(0)  // expect: newer-than-targets

func readByte(_ descriptor: Int32) -> Int {
    var byte: UInt8 = 0
    return Glibc.read(descriptor, &byte, 1)  // expect: linux-only-import
}

func run() throws {
    let process = Process()  // expect: no-process-on-ios
    try process.run()
}
