import Foundation

/// Splits an Objective-C source into tokens, skipping comments; preprocessor lines are one token each.
struct ObjCLexer {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var atLineStart = true

    init(text: String, file: String) {
        bytes = Array(text.utf8)
        self.file = file
    }

    /// Every token of the source; an unterminated comment or literal, or a stray character, is an error
    /// at its line and column.
    static func tokens(of text: String, file: String) throws(ObjCSyntaxError) -> [ObjCToken] {
        var lexer = ObjCLexer(text: text, file: file)
        var tokens: [ObjCToken] = []
        while let token = try lexer.next() { tokens.append(token) }
        return tokens
    }

    private var column: Int { index - lineStart + 1 }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
            atLineStart = true
        }
        index += 1
    }

    private func error(_ message: String, line: Int, column: Int) -> ObjCSyntaxError {
        ObjCSyntaxError(file: file, line: line, column: column, message: message)
    }

    private mutating func skipSpaceAndComments() throws(ObjCSyntaxError) {
        while let byte = peek() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\n")
            {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let (startLine, startColumn) = (line, column)
                advance()
                advance()
                while !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    guard peek() != nil else {
                        throw error("unterminated /* comment", line: startLine, column: startColumn)
                    }
                    advance()
                }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    private mutating func next() throws(ObjCSyntaxError) -> ObjCToken? {
        try skipSpaceAndComments()
        guard let byte = peek() else { return nil }
        let (startLine, startColumn) = (line, column)
        let startsLine = atLineStart
        atLineStart = false
        func token(_ kind: ObjCToken.Kind) -> ObjCToken {
            ObjCToken(kind: kind, line: startLine, column: startColumn, endLine: line)
        }
        if byte == UInt8(ascii: "#"), startsLine {
            return token(.directive(readDirective()))
        }
        if Self.isIdentifierStart(byte) {
            return token(.identifier(readIdentifier()))
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
            return token(.number(readNumber()))
        }
        if byte == UInt8(ascii: "\"") {
            return token(.cString(try readString(line: startLine, column: startColumn)))
        }
        if byte == UInt8(ascii: "'") {
            advance()
            while let next = peek(), next != UInt8(ascii: "'") {
                if next == UInt8(ascii: "\n") { break }
                if next == UInt8(ascii: "\\") { advance() }
                advance()
            }
            guard peek() == UInt8(ascii: "'") else {
                throw error("unterminated character literal", line: startLine, column: startColumn)
            }
            advance()
            return token(.number("'c'"))
        }
        if byte == UInt8(ascii: "@") {
            advance()
            // Clang reads `@` and a string literal after spaces as one literal: `@ "x"` is `@"x"`.
            var spaces = 0
            while peek(spaces) == UInt8(ascii: " ") || peek(spaces) == UInt8(ascii: "\t") { spaces += 1 }
            if spaces > 0, peek(spaces) == UInt8(ascii: "\"") {
                for _ in 0..<spaces { advance() }
            }
            guard let next = peek() else {
                throw error("'@' at the end of the file", line: startLine, column: startColumn)
            }
            if next == UInt8(ascii: "\"") {
                return token(.string(try readString(line: startLine, column: startColumn)))
            }
            if Self.isIdentifierStart(next) {
                let name = readIdentifier()
                if name == "YES" || name == "NO" || name == "true" || name == "false" { return token(.number(name)) }
                return token(.atKeyword(name))
            }
            if Self.isDigit(next) || next == UInt8(ascii: "-") {
                if next == UInt8(ascii: "-") { advance() }
                return token(.number((next == UInt8(ascii: "-") ? "-" : "") + readNumber()))
            }
            if next == UInt8(ascii: "{") || next == UInt8(ascii: "[") || next == UInt8(ascii: "(") {
                advance()
                return token(.punct("@" + String(UnicodeScalar(next))))
            }
            throw error("unexpected character after '@'", line: startLine, column: startColumn)
        }
        let pair = peek(1).map { String(UnicodeScalar(byte)) + String(UnicodeScalar($0)) }
        if let pair, ["->", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "<<", ">>"].contains(pair) {
            advance()
            advance()
            return token(.punct(pair))
        }
        let single = String(UnicodeScalar(byte))
        guard "{}[]();:,.*&^<>=+-/!?%|~".contains(single) else {
            throw error("unexpected character '\(single)'", line: startLine, column: startColumn)
        }
        advance()
        return token(.punct(single))
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func readIdentifier() -> String {
        let start = index
        while let byte = peek(), Self.isIdentifierStart(byte) || Self.isDigit(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readNumber() -> String {
        let start = index
        while let byte = peek(), Self.isIdentifierStart(byte) || Self.isDigit(byte) || byte == UInt8(ascii: ".") {
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A `"…"` literal starting at the quote; escapes kept as Swift reads them.
    private mutating func readString(line startLine: Int, column startColumn: Int) throws(ObjCSyntaxError) -> String {
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n") else {
                throw error("unterminated string literal", line: startLine, column: startColumn)
            }
            advance()
            if byte == UInt8(ascii: "\"") { break }
            text.append(byte)
            if byte == UInt8(ascii: "\\"), let escaped = peek() {
                advance()
                text.append(escaped)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// A preprocessor line from `#`, with `\`-continued lines joined and comments removed.
    private mutating func readDirective() -> String {
        var text: [UInt8] = []
        while let byte = peek() {
            if byte == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                advance()
                advance()
                text.append(UInt8(ascii: " "))
                continue
            }
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
                break
            }
            text.append(byte)
            advance()
        }
        atLineStart = false
        return String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
