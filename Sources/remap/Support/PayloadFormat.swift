import ArgumentParser

/// The payload formats remap reads and writes.
enum PayloadFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case xml

    /// The format named by a file's extension, if it names one.
    init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "json": self = .json
        case "xml", "atom", "rss": self = .xml
        default: return nil
        }
    }

    /// The format of a payload judged by its first significant byte (`<` is XML).
    init(sniffing bytes: [UInt8]) {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        self = index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : .json
    }
}

/// What `--to` produces.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case tree
    case json
    case xml
}
