/// Evaluates the bodies of mapping methods: `return` of a literal or a collection message, locals,
/// `static` + `dispatch_once` caching, and `[super …]` with entries added.
struct ObjCEvaluator {
    /// An expression or statement the evaluator cannot convert, at its line.
    struct Failure: Error {
        var message: String
        var line: Int
    }

    /// One message sent while evaluating, for the set-up reader.
    struct Message {
        var selector: String
        var receiver: ObjCValue
        var arguments: [[ObjCValue]]
    }

    private var tokens: [ObjCToken]
    private var position = 0
    private let constants: [String: String]
    private(set) var locals: [String: ObjCValue] = [:]
    /// Every message evaluated, innermost first.
    private(set) var messages: [Message] = []
    /// When true, an unknown message evaluates to a symbol instead of failing (set-up statements).
    var lenient = false
    private var depth = 0
    private var blockDepth = 0
    /// Nesting limits far beyond what mapping methods need (`dispatch_once` inside `if` is two blocks).
    private static let maximumDepth = 200
    private static let maximumBlockDepth = 16

    init(tokens: [ObjCToken], constants: [String: String]) {
        self.tokens = tokens
        self.constants = constants
    }

    /// The value `body` returns.
    static func returnValue(of body: [ObjCToken], constants: [String: String]) throws(Failure) -> ObjCValue {
        var evaluator = ObjCEvaluator(tokens: [], constants: constants)
        guard let value = try evaluator.run(statements(of: body)) else {
            throw Failure(message: "no return statement", line: body.first?.line ?? 0)
        }
        return value
    }

    /// The statements of a body: token runs ending in `;` (or a `{…}` block) at depth 0.
    static func statements(of body: [ObjCToken]) -> [[ObjCToken]] {
        var result: [[ObjCToken]] = []
        var current: [ObjCToken] = []
        var depth = 0
        for token in body {
            current.append(token)
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") || token.isPunct("@{")
                || token.isPunct("@[") || token.isPunct("@(")
            {
                depth += 1
            } else if token.isPunct(")") || token.isPunct("]") || token.isPunct("}") {
                depth -= 1
                if depth == 0, token.isPunct("}"),
                    current.first?.identifier == "if" || current.first?.identifier == "else"
                {
                    result.append(current)
                    current = []
                }
            } else if depth == 0, token.isPunct(";") {
                current.removeLast()
                if !current.isEmpty { result.append(current) }
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Runs statements; the value of the first `return`, if any.
    mutating func run(_ statements: [[ObjCToken]]) throws(Failure) -> ObjCValue? {
        for statement in statements {
            if let value = try execute(statement) { return value }
        }
        return nil
    }

    private mutating func execute(_ statement: [ObjCToken]) throws(Failure) -> ObjCValue? {
        guard let first = statement.first else { return nil }
        if first.identifier == "return" {
            return try evaluate(Array(statement.dropFirst()))
        }
        if first.identifier == "dispatch_once" || first.identifier == "if" {
            // The block or braces: `dispatch_once(&token, ^{ … })`, `if (!cached) { … }`.
            guard let open = statement.firstIndex(where: { $0.isPunct("{") }),
                let close = statement.lastIndex(where: { $0.isPunct("}") }), open < close
            else { throw Failure(message: "cannot convert this statement", line: first.line) }
            blockDepth += 1
            defer { blockDepth -= 1 }
            guard blockDepth <= Self.maximumBlockDepth else {
                throw Failure(message: "blocks nested deeper than \(Self.maximumBlockDepth)", line: first.line)
            }
            return try run(Self.statements(of: Array(statement[(open + 1)..<close])))
        }
        if let equals = Self.topLevelIndex(of: "=", in: statement), equals > 3, let name = first.identifier,
            let local = locals[name], statement[1].isPunct("["), statement[equals - 1].isPunct("]")
        {
            // `mapping[@"key"] = @"value"`
            let key = try evaluate(Array(statement[2..<(equals - 1)]))
            let value = try evaluate(Array(statement[(equals + 1)...]))
            let message = Message(selector: "setObject:forKey:", receiver: local, arguments: [[value], [key]])
            locals[name] = try Self.mutate(local, message, line: first.line)
            return nil
        }
        if let equals = Self.topLevelIndex(of: "=", in: statement) {
            guard equals > 0, let name = statement[equals - 1].identifier else {
                throw Failure(message: "cannot convert this assignment", line: first.line)
            }
            let value = try evaluate(Array(statement[(equals + 1)...]))
            if value != .null || locals[name] == nil { locals[name] = value }
            return nil
        }
        if statement.allSatisfy({ $0.identifier != nil || $0.isPunct("*") }) {
            return nil  // a declaration without a value: `static dispatch_once_t onceToken`
        }
        if first.isPunct("["), statement.count >= 3, let name = statement[1].identifier, let local = locals[name] {
            tokens = statement
            position = 2
            guard let selector = statement[2].identifier else {
                throw Failure(message: "cannot convert this message", line: first.line)
            }
            if ["release", "autorelease", "retain"].contains(selector) { return nil }
            position = 0
            let message = try messageParts()
            locals[name] = try Self.mutate(local, message, line: first.line)
            return nil
        }
        throw Failure(message: "cannot convert this statement", line: first.line)
    }

    private static func mutate(_ value: ObjCValue, _ message: Message, line: Int) throws(Failure) -> ObjCValue {
        var added: [(key: ObjCValue, value: ObjCValue)]
        switch message.selector {
        case "addEntriesFromDictionary:":
            guard case .dictionary(let entries) = message.arguments.first?.first else {
                throw Failure(message: "addEntriesFromDictionary: of a value that is not a dictionary", line: line)
            }
            added = entries
        case "setObject:forKey:", "setValue:forKey:":
            added = [(key: message.arguments[1][0], value: message.arguments[0][0])]
        case "addObject:":
            guard case .array(let items) = value else {
                throw Failure(message: "addObject: on a non-array", line: line)
            }
            return .array(items + message.arguments[0])
        case "addObjectsFromArray:":
            guard case .array(let items) = value, case .array(let more) = message.arguments[0][0] else {
                throw Failure(message: "addObjectsFromArray: on a non-array", line: line)
            }
            return .array(items + more)
        default:
            throw Failure(message: "cannot convert -\(message.selector)", line: line)
        }
        switch value {
        case .dictionary(let entries):
            return .dictionary(entries + added)
        case .superValue(let selector, let earlier):
            return .superValue(selector: selector, added: earlier + added)
        default:
            throw Failure(message: "-\(message.selector) on a value that is not a dictionary", line: line)
        }
    }

    static func topLevelIndex(of punct: String, in statement: [ObjCToken]) -> Int? {
        var depth = 0
        for (index, token) in statement.enumerated() {
            if token.isPunct("(") || token.isPunct("[") || token.isPunct("{") || token.isPunct("@{")
                || token.isPunct("@[") || token.isPunct("@(")
            {
                depth += 1
            } else if token.isPunct(")") || token.isPunct("]") || token.isPunct("}") {
                depth -= 1
            } else if depth == 0, token.isPunct(punct) {
                return index
            }
        }
        return nil
    }

    /// The value of a whole expression; tokens left over are an error.
    mutating func evaluate(_ expression: [ObjCToken]) throws(Failure) -> ObjCValue {
        tokens = expression
        position = 0
        let value = try primary()
        if position < tokens.count {
            throw Failure(message: "cannot convert '\(tokens[position].spelling)' here", line: tokens[position].line)
        }
        return value
    }

    private var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, line: current?.line ?? tokens.last?.line ?? 0)
    }

    private mutating func expect(_ punct: String) throws(Failure) {
        guard let token = current, token.isPunct(punct) else {
            throw failure("expected '\(punct)', found \(current.map { "'\($0.spelling)'" } ?? "the end")")
        }
        position += 1
    }

    private mutating func primary() throws(Failure) -> ObjCValue {
        guard let token = current else { throw failure("expected a value") }
        // Deeper nesting than any mapping method needs is hostile input, not a stack to overflow.
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw failure("expressions nested deeper than \(Self.maximumDepth)") }
        position += 1
        switch token.kind {
        case .string(var text):
            while case .string(let more)? = current?.kind {
                text += more
                position += 1
            }
            return .string(text)
        case .cString(let text):
            return .string(text)
        case .number(let text):
            switch text {
            case "YES", "true": return .bool(true)
            case "NO", "false": return .bool(false)
            default: return .number(text)
            }
        case .identifier(let name):
            var path = name
            while current?.isPunct(".") == true, position + 1 < tokens.count,
                let member = tokens[position + 1].identifier
            {
                path += "." + member
                position += 2
            }
            if path != name { return .symbol(path) }
            switch name {
            case "nil", "Nil", "NULL": return .null
            case "YES", "true": return .bool(true)
            case "NO", "false": return .bool(false)
            default: break
            }
            if let local = locals[name] { return local }
            if let constant = constants[name] { return .string(constant) }
            return .symbol(name)
        case .punct("@{"):
            var entries: [(key: ObjCValue, value: ObjCValue)] = []
            while current?.isPunct("}") == false {
                let key = try primary()
                try expect(":")
                entries.append((key: key, value: try primary()))
                if current?.isPunct(",") == true { position += 1 }
            }
            try expect("}")
            return .dictionary(entries)
        case .punct("@["):
            var items: [ObjCValue] = []
            while current?.isPunct("]") == false {
                items.append(try primary())
                if current?.isPunct(",") == true { position += 1 }
            }
            try expect("]")
            return .array(items)
        case .punct("@("):
            let value = try primary()
            try expect(")")
            return value
        case .punct("("):
            // A cast (`(NSDictionary *)`) or parentheses.
            let start = position
            while let next = current, next.identifier != nil || next.isPunct("*") { position += 1 }
            if current?.isPunct(")") == true, position > start {
                position += 1
                return try primary()
            }
            position = start
            let value = try primary()
            try expect(")")
            return value
        case .punct("["):
            position -= 1
            let value = try message()
            // `[RKObjectManager sharedManager].mapper`: a property of a message's result, in set-up.
            guard lenient, current?.isPunct(".") == true, position + 1 < tokens.count,
                let member = tokens[position + 1].identifier
            else { return value }
            position += 2
            if case .symbol(let text) = value { return .symbol(text + "." + member) }
            return .symbol("[…]." + member)
        default:
            throw Failure(message: "cannot convert '\(token.spelling)' here", line: token.line)
        }
    }

    /// `[receiver selector]` or `[receiver key: argument, variadic… key: argument]`, starting at `[`.
    private mutating func messageParts() throws(Failure) -> Message {
        try expect("[")
        let receiver: ObjCValue
        if current?.identifier == "super" {
            position += 1
            receiver = .symbol("super")
        } else {
            receiver = try primary()
        }
        guard let first = current?.identifier else { throw failure("expected a selector") }
        position += 1
        if current?.isPunct("]") == true {
            position += 1
            return Message(selector: first, receiver: receiver, arguments: [])
        }
        var selector = ""
        var arguments: [[ObjCValue]] = []
        var keyword = first
        while true {
            try expect(":")
            selector += keyword + ":"
            var values = [try primary()]
            while current?.isPunct(",") == true {
                position += 1
                values.append(try primary())
            }
            arguments.append(values)
            if current?.isPunct("]") == true {
                position += 1
                return Message(selector: selector, receiver: receiver, arguments: arguments)
            }
            guard let next = current?.identifier else { throw failure("expected ']' or a selector part") }
            keyword = next
            position += 1
        }
    }

    private mutating func message() throws(Failure) -> ObjCValue {
        let line = current?.line ?? 0
        let message = try messageParts()
        messages.append(message)
        if let value = Self.value(of: message) { return value }
        if lenient { return .symbol("[\(message.selector)]") }
        throw Failure(message: "cannot convert the message \(message.selector)", line: line)
    }

    /// Pairs from a flat list, `nil`-terminated: keys first, or values first.
    private static func pairs(_ list: [ObjCValue], keysFirst: Bool) -> [(key: ObjCValue, value: ObjCValue)]? {
        var items = list
        if items.last == .null { items.removeLast() }
        guard items.count % 2 == 0 else { return nil }
        var result: [(key: ObjCValue, value: ObjCValue)] = []
        for index in stride(from: 0, to: items.count, by: 2) {
            let (first, second) = (items[index], items[index + 1])
            result.append(keysFirst ? (key: first, value: second) : (key: second, value: first))
        }
        return result
    }

    private static func value(of message: Message) -> ObjCValue? {
        let first = message.arguments.first ?? []
        switch message.selector {
        case "class":
            if case .symbol(let name) = message.receiver { return .classReference(name) }
            return nil
        case "alloc", "new":
            if case .symbol(let name) = message.receiver {
                return message.selector == "alloc" ? .allocated(name) : emptyValue(of: name)
            }
            return nil
        case "init":
            if case .allocated(let name) = message.receiver { return emptyValue(of: name) }
            return nil
        case "mutableCopy", "copy", "autorelease", "retain":
            if case .symbol("super") = message.receiver { return nil }
            return message.receiver
        case "dictionary", "array", "set":
            return message.selector == "dictionary" ? .dictionary([]) : .array([])
        case "dictionaryWithKeysAndObjects:", "initWithKeysAndObjects:":
            return pairs(first, keysFirst: true).map(ObjCValue.dictionary)
        case "dictionaryWithObjectsAndKeys:", "initWithObjectsAndKeys:":
            return pairs(first, keysFirst: false).map(ObjCValue.dictionary)
        case "dictionaryWithObject:forKey:", "initWithObject:forKey:":
            return .dictionary([(key: message.arguments[1][0], value: first[0])])
        case "dictionaryWithObjects:forKeys:", "initWithObjects:forKeys:":
            guard case .array(let values) = first.first, case .array(let keys) = message.arguments[1].first,
                values.count == keys.count
            else { return nil }
            return .dictionary(zip(keys, values).map { (key: $0, value: $1) })
        case "dictionaryWithDictionary:", "initWithDictionary:", "arrayWithArray:", "initWithArray:":
            return first.first
        case "arrayWithObjects:", "initWithObjects:", "setWithObjects:", "orderedSetWithObjects:":
            return .array(first.last == .null ? Array(first.dropLast()) : first)
        case "arrayWithObject:", "setWithObject:":
            return .array(first)
        default:
            if case .symbol("super") = message.receiver, message.arguments.isEmpty {
                return .superValue(selector: message.selector, added: [])
            }
            return nil
        }
    }

    private static func emptyValue(of className: String) -> ObjCValue? {
        if className.contains("Dictionary") { return .dictionary([]) }
        if className.contains("Array") || className.contains("Set") { return .array([]) }
        return nil
    }
}
