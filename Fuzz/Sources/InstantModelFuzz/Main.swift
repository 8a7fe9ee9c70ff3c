import CFuzzerDriver
import Foundation

/// Runs the target named by `FUZZ_TARGET` under libFuzzer, which reads its own flags from the
/// command line (`-max_total_time=30`, a corpus folder, …).
@main
enum Main {
    static func main() {
        guard selectedTarget != nil else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            fatalError("set FUZZ_TARGET to one of: \(names)")
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}

/// The target of this run, read once.
let selectedTarget: FuzzTarget? = getenv("FUZZ_TARGET").flatMap { FuzzTarget(rawValue: String(cString: $0)) }

/// libFuzzer's callback: one input to the selected target. Exported under libFuzzer's name as well,
/// for the `main` libFuzzer links in beside this one.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else { return 0 }
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    target.run(bytes)
    return 0
}
