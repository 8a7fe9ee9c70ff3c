import Foundation

/// Reads the declarations of one Objective-C header or implementation: interfaces and their
/// properties, implementations and their methods, string constants; the rest is listed as unconverted.
struct ObjCParser {
    let tokens: [ObjCToken]
    let lines: [Substring]
    let path: String
    var position = 0
    private var result: ObjCFile
    /// Inside `NS_ASSUME_NONNULL_BEGIN` … `END`.
    var assumesNonnull = false

    /// Parses the source `text` of the file at `path`.
    static func parse(_ text: String, path: String) throws(ObjCSyntaxError) -> ObjCFile {
        var parser = ObjCParser(
            tokens: try ObjCLexer.tokens(of: text, file: path),
            lines: text.split(separator: "\n", omittingEmptySubsequences: false), path: path)
        try parser.parseFile()
        return parser.result
    }

    private init(tokens: [ObjCToken], lines: [Substring], path: String) {
        self.tokens = tokens
        self.lines = lines
        self.path = path
        result = ObjCFile(path: path)
    }

    var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }

    func error(_ message: String, at token: ObjCToken? = nil) -> ObjCSyntaxError {
        let place = token ?? current ?? tokens.last
        let endOfFile = (token ?? current) == nil
        return ObjCSyntaxError(
            file: path, line: endOfFile ? lines.count : place?.line ?? 1, column: endOfFile ? 1 : place?.column ?? 1,
            message: message)
    }

    /// The original lines `first...last`.
    private func sourceLines(_ first: Int, _ last: Int) -> [String] {
        guard first >= 1, first <= lines.count else { return [] }
        return lines[(first - 1)..<min(last, lines.count)].map(String.init)
    }

    mutating func expect(_ punct: String, after what: String) throws(ObjCSyntaxError) {
        guard let token = current, token.isPunct(punct) else {
            throw error(
                "expected '\(punct)' after \(what), found \(current.map { "'\($0.spelling)'" } ?? "the end of the file")"
            )
        }
        position += 1
    }

    mutating func identifier(_ what: String) throws(ObjCSyntaxError) -> String {
        guard let name = current?.identifier else {
            throw error("expected \(what), found \(current.map { "'\($0.spelling)'" } ?? "the end of the file")")
        }
        position += 1
        return name
    }

    /// Skips to just past the next `;` at depth 0; returns the tokens before it.
    @discardableResult
    private mutating func skipStatement() throws(ObjCSyntaxError) -> [ObjCToken] {
        let start = position
        var depth = 0
        while let token = current {
            position += 1
            if token.isPunct("{") || token.isPunct("(") || token.isPunct("[") || token.isPunct("@{")
                || token.isPunct("@[") || token.isPunct("@(")
            {
                depth += 1
            } else if token.isPunct("}") || token.isPunct(")") || token.isPunct("]") {
                depth -= 1
                if depth == 0, token.isPunct("}"), current?.isPunct(";") != true {
                    return Array(tokens[start..<position])
                }
            } else if token.isPunct(";"), depth == 0 {
                return Array(tokens[start..<(position - 1)])
            }
        }
        throw error("expected ';' before the end of the file", at: tokens[start])
    }

    /// From `{` to its `}`; returns the tokens between.
    private mutating func block() throws(ObjCSyntaxError) -> [ObjCToken] {
        let open = tokens[position]
        position += 1
        let start = position
        var depth = 1
        while let token = current {
            if token.isPunct("{") || token.isPunct("@{") { depth += 1 }
            if token.isPunct("}") {
                depth -= 1
                if depth == 0 {
                    position += 1
                    return Array(tokens[start..<(position - 1)])
                }
            }
            if case .atKeyword("end") = token.kind, depth > 0 {
                throw error("'{' is never closed", at: open)
            }
            position += 1
        }
        throw error("'{' is never closed", at: open)
    }

    private mutating func parseFile() throws(ObjCSyntaxError) {
        while let token = current {
            switch token.kind {
            case .directive(let text):
                position += 1
                directive(text, token)
            case .atKeyword("interface"):
                try interface()
            case .atKeyword("implementation"):
                try implementation()
            case .atKeyword("class"):
                try skipStatement()
            case .atKeyword("protocol"):
                try protocolDeclaration()
            case .atKeyword(let keyword):
                throw error("unexpected @\(keyword) outside @interface or @implementation")
            case .identifier("NS_ASSUME_NONNULL_BEGIN"):
                assumesNonnull = true
                position += 1
            case .identifier("NS_ASSUME_NONNULL_END"):
                assumesNonnull = false
                position += 1
            case .identifier:
                try topLevelDeclaration()
            case .punct(";"):
                position += 1
            default:
                throw error("expected a declaration, found '\(token.spelling)'")
            }
        }
    }

    private mutating func directive(_ text: String, _ token: ObjCToken) {
        let words = text.dropFirst().split(separator: " ", maxSplits: 2).map(String.init)
        guard words.first == "define", words.count >= 2 else { return }
        let name = words[1]
        let value = words.count > 2 ? words[2].trimmingCharacters(in: .whitespaces) : ""
        if name.contains("(") {
            result.unconverted.append(
                Unconverted(
                    file: path, line: token.line, reason: "function-like macro \(name.prefix { $0 != "(" })",
                    lines: sourceLines(token.line, token.endLine)))
        } else if value.hasPrefix("@\""), value.hasSuffix("\""), value.count >= 3 {
            result.constants[name] = String(value.dropFirst(2).dropLast())
        } else if !value.isEmpty {
            result.unconverted.append(
                Unconverted(
                    file: path, line: token.line, reason: "macro \(name) is not a string constant",
                    lines: sourceLines(token.line, token.endLine)))
        }
    }

    private mutating func topLevelDeclaration() throws(ObjCSyntaxError) {
        let start = tokens[position]
        let statement = try skipStatement()
        if statement.first?.identifier == "extern" || statement.first?.identifier == "typedef" { return }
        if let equals = ObjCEvaluator.topLevelIndex(of: "=", in: statement), equals > 0,
            let name = statement[equals - 1].identifier, equals + 1 < statement.count,
            case .string(var text) = statement[equals + 1].kind
        {
            for token in statement[(equals + 2)...] {
                guard case .string(let more) = token.kind else { break }
                text += more
            }
            result.constants[name] = text
            return
        }
        let last = tokens[position - 1]
        result.unconverted.append(
            Unconverted(
                file: path, line: start.line, reason: "top-level declaration",
                lines: sourceLines(start.line, last.endLine)))
    }

    private mutating func protocolDeclaration() throws(ObjCSyntaxError) {
        let start = tokens[position]
        position += 1
        _ = try identifier("a protocol name")
        if current?.isPunct(";") == true || current?.isPunct(",") == true {
            try skipStatement()
            return
        }
        let end = try skipToEnd(of: start, "@protocol")
        result.unconverted.append(
            Unconverted(
                file: path, line: start.line, reason: "protocol declaration", lines: sourceLines(start.line, end)))
    }

    /// Skips to past the matching `@end`; returns its line.
    private mutating func skipToEnd(of start: ObjCToken, _ what: String) throws(ObjCSyntaxError) -> Int {
        while let token = current {
            position += 1
            if case .atKeyword("end") = token.kind { return token.line }
            if case .atKeyword(let keyword) = token.kind, keyword == "interface" || keyword == "implementation" {
                throw error("\(what) has no @end before this @\(keyword)", at: start)
            }
        }
        throw error("\(what) has no @end", at: start)
    }

    /// `@interface Name : Super <Protocols>` or a category; to its `@end`.
    private mutating func interface() throws(ObjCSyntaxError) {
        let start = tokens[position]
        position += 1
        let name = try identifier("a class name after @interface")
        if current?.isPunct("(") == true {
            position += 1
            let category = current?.identifier
            if category != nil { position += 1 }
            try expect(")", after: "the category name")
            if let category {
                var members = ObjCClass(name: name, file: path, line: start.line)
                try interfaceBody(of: &members, start: start, what: "@interface \(name) (\(category))")
                result.categories.append(
                    ObjCCategory(
                        members: members,
                        whole: Unconverted(
                            file: path, line: start.line, reason: "category \(name) (\(category))",
                            lines: sourceLines(start.line, tokens[position - 1].line))))
                return
            }
        }
        var declared = ObjCClass(name: name, file: path, line: start.line)
        if current?.isPunct(":") == true {
            position += 1
            declared.superclass = try identifier("a superclass name after ':'")
        }
        try interfaceBody(of: &declared, start: start, what: "@interface \(name)")
        result.interfaces.append(declared)
    }

    /// The protocols, instance variables, properties and method declarations of an interface, to its
    /// `@end`.
    private mutating func interfaceBody(of declared: inout ObjCClass, start: ObjCToken, what: String)
        throws(ObjCSyntaxError)
    {
        if current?.isPunct("<") == true {
            position += 1
            while current?.isPunct(">") == false {
                declared.protocols.append(try identifier("a protocol name"))
                if current?.isPunct(",") == true { position += 1 }
            }
            try expect(">", after: "the protocol list")
        }
        if current?.isPunct("{") == true { _ = try block() }
        while let token = current {
            switch token.kind {
            case .atKeyword("end"):
                position += 1
                return
            case .atKeyword("property"):
                declared.properties += try property()
            case .atKeyword("optional"), .atKeyword("required"):
                position += 1
            case .punct("+"), .punct("-"):
                try skipStatement()
            case .directive:
                position += 1
            case .atKeyword("interface"), .atKeyword("implementation"):
                throw error(
                    "\(what) has no @end before this @\(token.kind == .atKeyword("interface") ? "interface" : "implementation")",
                    at: start)
            default:
                throw error("expected @property, a method declaration or @end, found '\(token.spelling)'")
            }
        }
        throw error("\(what) has no @end", at: start)
    }

    /// `@implementation Name` (or a category) with its methods; to its `@end`.
    private mutating func implementation() throws(ObjCSyntaxError) {
        let start = tokens[position]
        position += 1
        let name = try identifier("a class name after @implementation")
        if current?.isPunct("(") == true {
            position += 1
            let category = current?.identifier ?? ""
            while current?.isPunct(")") == false, current != nil { position += 1 }
            try expect(")", after: "the category name")
            var members = ObjCClass(name: name, file: path, line: start.line)
            try implementationBody(of: &members, start: start, what: "@implementation \(name) (\(category))")
            result.categories.append(
                ObjCCategory(
                    members: members,
                    whole: Unconverted(
                        file: path, line: start.line, reason: "category \(name) (\(category))",
                        lines: sourceLines(start.line, tokens[position - 1].line))))
            return
        }
        var implemented = ObjCClass(name: name, file: path, line: start.line)
        implemented.isImplemented = true
        implemented.implementationFile = path
        if current?.isPunct(":") == true {
            position += 1
            implemented.superclass = try identifier("a superclass name")
        }
        try implementationBody(of: &implemented, start: start, what: "@implementation \(name)")
        result.implementations.append(implemented)
    }

    /// The methods of an implementation, to its `@end`.
    private mutating func implementationBody(of implemented: inout ObjCClass, start: ObjCToken, what: String)
        throws(ObjCSyntaxError)
    {
        if current?.isPunct("{") == true { _ = try block() }
        while let token = current {
            switch token.kind {
            case .atKeyword("end"):
                position += 1
                return
            case .atKeyword("synthesize"), .atKeyword("dynamic"):
                try skipStatement()
            case .punct("+"), .punct("-"):
                var found = try method()
                found.file = path
                implemented.methods.append(found)
            case .directive(let text):
                position += 1
                directive(text, token)
            case .atKeyword("interface"), .atKeyword("implementation"):
                throw error("\(what) has no @end", at: start)
            case .identifier:
                try topLevelDeclaration()
            default:
                throw error("expected a method or @end, found '\(token.spelling)'")
            }
        }
        throw error("\(what) has no @end", at: start)
    }

    /// `+ (Type)selector:(Type)argument … { body }`.
    private mutating func method() throws(ObjCSyntaxError) -> ObjCMethod {
        let start = tokens[position]
        position += 1
        if current?.isPunct("(") == true { try skipParentheses() }
        var selector = try identifier("a method name")
        if current?.isPunct(":") == true {
            selector += ":"
            position += 1
            while true {
                if current?.isPunct("(") == true { try skipParentheses() }
                _ = try identifier("an argument name")
                if current?.isPunct(",") == true {  // `, ...`
                    while let token = current, !token.isPunct("{") { position += 1 }
                    break
                }
                guard let part = current?.identifier, position + 1 < tokens.count, tokens[position + 1].isPunct(":")
                else { break }
                selector += part + ":"
                position += 2
            }
        }
        while let word = current?.identifier, word.hasPrefix("NS_") || word.hasPrefix("__") { position += 1 }
        if current?.isPunct(";") == true { position += 1 }
        guard current?.isPunct("{") == true else {
            throw error("expected '{' to start the body of \(selector)")
        }
        let body = try block()
        return ObjCMethod(
            isClassMethod: start.isPunct("+"), selector: selector, body: body,
            lines: sourceLines(start.line, tokens[position - 1].endLine), line: start.line)
    }
}
