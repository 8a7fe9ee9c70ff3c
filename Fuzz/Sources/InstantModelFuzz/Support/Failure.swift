import Foundation

/// Stops the run on a broken invariant, printing the input so libFuzzer's crash file can be read.
func fail(_ message: String, input: Data) -> Never {
    let shown = String(decoding: input.prefix(400), as: UTF8.self)
    fatalError("\(message)\ninput (\(input.count) bytes): \(shown.debugDescription)")
}
