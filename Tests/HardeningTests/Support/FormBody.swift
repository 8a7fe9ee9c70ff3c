import Foundation

/// Reads an `application/x-www-form-urlencoded` body back into the parameters a Rails server
/// would see (`key=v`, `key[]=v`, `key[sub]=v`), for the form round trips. The library only
/// writes form bodies; this is the server's side.
enum FormBody {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func parameters(_ body: String) throws -> [String: Any] {
        var result: [String: Any] = [:]
        guard !body.isEmpty else { return result }
        for pair in body.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let name = percentDecoded(parts[0]), let value = percentDecoded(parts[1]) else {
                throw Malformed(description: "bad pair \(pair) in \(body)")
            }
            if name.hasSuffix("[]") {
                let key = String(name.dropLast(2))
                result[key] = ((result[key] as? [String]) ?? []) + [value]
            } else if let open = name.firstIndex(of: "["), name.hasSuffix("]") {
                let key = String(name[..<open])
                let sub = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
                var nested = (result[key] as? [String: Any]) ?? [:]
                nested[sub] = value
                result[key] = nested
            } else {
                result[name] = value
            }
        }
        return result
    }

    /// `%XX` escapes decoded byte for byte; nil for a bad escape or bytes that are not UTF-8.
    /// (Foundation's `removingPercentEncoding` drops a leading byte order mark, which would change
    /// the text under test.)
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
