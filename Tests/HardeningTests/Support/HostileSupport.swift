import Foundation
import InstantModel
import XCTest

/// The hostile corpus folder, `Tests/Fixtures/Hostile`, found from this file's path.
let hostileFolder: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Hostile")

/// The bytes of one corpus file.
func hostileFile(_ name: String) throws -> Data {
    try Data(contentsOf: hostileFolder.appendingPathComponent(name))
}

/// The longest any hostile input may take to fail: one second, times `HOSTILE_TIME_SCALE` for
/// instrumented runs (a sanitizer slows every byte; `HOSTILE_TIME_SCALE=4 swift test
/// --sanitize=address`). `HOSTILE_TIMES=1` prints each measured time.
let hostileTimeLimit: Duration = {
    let scale = ProcessInfo.processInfo.environment["HOSTILE_TIME_SCALE"].flatMap(Double.init) ?? 1
    return .seconds(max(scale, 1))
}()

/// Runs `body`, which must throw within ``hostileTimeLimit``; returns what it threw.
@discardableResult
func expectFailure<T>(
    _ what: @autoclosure () -> String, within limit: Duration = hostileTimeLimit, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> T
) -> (any Error)? {
    let start = ContinuousClock.now
    let outcome = Result { try body() }
    let elapsed = ContinuousClock.now - start
    if ProcessInfo.processInfo.environment["HOSTILE_TIMES"] != nil { print("TIME \(what()): \(elapsed)") }
    XCTAssertLessThan(elapsed, limit, "\(what()) took \(elapsed)", file: file, line: line)
    switch outcome {
    case .success(let value):
        XCTFail("\(what()): expected an error, got \(value)", file: file, line: line)
        return nil
    case .failure(let error):
        return error
    }
}

/// Asserts that `error` is a ``ParseError`` of `format` whose message contains each of `words` and
/// that names a position (a line and column, and the byte offset when `offset` is given).
func assertParseError(
    _ error: (any Error)?, format: String, mentions words: [String] = [], line: Int? = nil, offset: Int? = nil,
    _ what: @autoclosure () -> String, file: StaticString = #filePath, fileLine: UInt = #line
) {
    guard let error else { return }
    guard let parse = error as? ParseError else {
        return XCTFail("\(what()): expected a ParseError, got \(type(of: error)): \(error)", file: file, line: fileLine)
    }
    XCTAssertEqual(parse.format, format, "\(what()): \(parse)", file: file, line: fileLine)
    XCTAssertGreaterThanOrEqual(parse.line, 1, "\(what()): \(parse)", file: file, line: fileLine)
    XCTAssertGreaterThanOrEqual(parse.column, 1, "\(what()): \(parse)", file: file, line: fileLine)
    if let line { XCTAssertEqual(parse.line, line, "\(what()): \(parse)", file: file, line: fileLine) }
    if let offset { XCTAssertEqual(parse.byteOffset, offset, "\(what()): \(parse)", file: file, line: fileLine) }
    for word in words {
        XCTAssertTrue(
            parse.message.localizedCaseInsensitiveContains(word), "\(what()): \"\(word)\" not in \(parse)",
            file: file, line: fileLine)
    }
}

/// Asserts that `error` is a ``MappingError`` at `keyPath` (a type mismatch unless `kind` says
/// otherwise) that names the expected type.
func assertMappingError(
    _ error: (any Error)?, keyPath: String, kind: MappingError.Kind = .typeMismatch,
    _ what: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line
) {
    guard let error else { return }
    guard let mapping = error as? MappingError else {
        return XCTFail("\(what()): expected a MappingError, got \(type(of: error)): \(error)", file: file, line: line)
    }
    XCTAssertEqual(mapping.keyPath, keyPath, "\(what()): \(mapping)", file: file, line: line)
    XCTAssertEqual(mapping.kind, kind, "\(what()): \(mapping)", file: file, line: line)
    if kind == .typeMismatch {
        XCTAssertNotNil(mapping.expectedType, "\(what()): \(mapping)", file: file, line: line)
    }
}
