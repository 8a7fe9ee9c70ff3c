import Foundation

extension NodeDecoder {
    /// Whether decoding from bytes may read a tape (``JSONTape``) instead of a tree: JSON with the
    /// default key strategy. Converted keys are the tree's business.
    var readsTapes: Bool {
        guard decodesFromTapes, !readsXML, case .useDefaultKeys = keyDecodingStrategy else { return false }
        return true
    }

    /// Decodes `type` from JSON bytes through a tape of the whole document; the value at `keyPath`
    /// is found on the tape when the keypath is keys through objects, else the tree route decodes.
    func decodeFromTape<T: Decodable>(_ type: T.Type, from data: Data, keyPath: String?) throws -> T {
        try data.withUnsafeBytes { bytes throws -> T in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return try decode(type, from: try jsonReader.read(bytes), keyPath: keyPath)
            }
            let start = base.assumingMemoryBound(to: UInt8.self)
            let tape = JSONTape()
            tape.reset(base: start)
            defer { tape.invalidate() }
            do {
                var parser = JSONParser(
                    start: start, count: bytes.count, maximumDepth: jsonReader.maximumDepth,
                    allowsByteOrderMark: jsonReader.allowsUTF8ByteOrderMark, tap: NoArrayTap())
                defer { parser.destroy() }
                try parser.beginDocument()
                try parser.readTape(into: tape)
                try parser.endDocument()
            }
            let session = TapeDecodingSession(
                tree: NodeDecodingSession(options: self, rootKeyPath: keyPath), tape: tape, reader: jsonReader)
            var root = 0
            if let keyPath, !keyPath.isEmpty {
                // Keys through objects only; anything else (operators, arrays on the way, a key
                // missing) is the tree's evaluation, errors included.
                guard let keys = try? KeyValuePath(keyPath).keys, let found = session.value(atKeys: keys) else {
                    return try decode(type, from: try jsonReader.read(bytes), keyPath: keyPath)
                }
                root = found
            }
            return try session.decodeRoot(type, at: root)
        }
    }
}

extension TapeDecodingSession {
    /// The entry at `keys` from the root, following objects only (nil when the path meets anything
    /// else or a key is missing).
    func value(atKeys keys: [String]) -> Int? {
        var current = 0
        for key in keys {
            guard tape[current].kind == .object, let next = value(for: key, in: current) else { return nil }
            current = next
        }
        return current
    }
}
