import Foundation

/// Finds the fetches in a method's tokens (`[NSPredicate predicateWithFormat:…]`, `NSSortDescriptor`s,
/// `fetchLimit`, the model class sent `objectsWithPredicate:`, `fetchRequest`…) and writes them as one
/// query; what it cannot write is a TODO naming the method's file and line.
///
/// Sort keys keep the order the descriptors are written in the method, which is the order of the
/// array they are put in in every app read so far.
struct QueryReader {
    /// Every model class of the migration, for the model a method queries and its properties' types.
    let classes: [MigratedClass]

    private static let fetchSelectors: [String: Bool] = [
        "objectsWithPredicate": false, "objectWithPredicate": true, "fetchRequest": false,
        "objectsWithFetchRequest": false, "objectWithFetchRequest": true, "allObjects": false,
        "requestAllSortedBy": false,
    ]

    /// The query of `method`, nil when it has no predicate or sort descriptor; TODOs for the rest.
    func read(_ method: ObjCMethod, file: String) -> (query: MigratedQuery?, todos: [Unconverted]) {
        let body = method.body
        let selectorText = (method.isClassMethod ? "+" : "-") + method.selector
        func todo(_ reason: String, line: Int? = nil) -> Unconverted {
            Unconverted(file: file, line: line ?? method.line, reason: "\(selectorText): \(reason)", lines: [])
        }
        let predicates = indices(of: "predicateWithFormat", in: body)
        let sorts = indices(of: "sortDescriptorWithKey", in: body) + indices(of: "initWithKey", in: body)
        let usesExpressions = body.contains { $0.identifier == "NSExpression" }
        guard !predicates.isEmpty || !sorts.isEmpty || usesExpressions else { return (nil, []) }
        if usesExpressions {
            return (nil, [todo("an NSExpression fetch (an aggregate) is not converted: ask the store for it")])
        }
        guard let (model, single) = self.model(of: body) else {
            return (
                nil,
                [
                    todo(
                        "the model class it fetches is not found (no [Model objectsWithPredicate:] or [Model fetchRequest])"
                    )
                ]
            )
        }
        let properties = self.properties(of: model)
        var query = MigratedQuery(
            name: String(method.selector.prefix { $0 != ":" }), model: model, selector: selectorText, file: file,
            line: method.line)
        if single { query.limit = 1 }
        guard predicates.count <= 1 else { return (nil, [todo("more than one predicate in one method")]) }
        if let start = predicates.first {
            do throws(PredicateFormatError) {
                let (format, arguments) = try Self.formatAndArguments(body, from: start)
                query.formats.append(format)
                var writer = StorePredicateWriter(model: model, properties: properties)
                let parsed = try PredicateFormat.parse(format)
                if arguments.count < parsed.argumentCount {
                    throw PredicateFormatError(
                        message: "the format takes \(parsed.argumentCount) arguments, \(arguments.count) given",
                        offset: nil)
                }
                query.predicate = try writer.swift(of: parsed.substituting(arguments))
                query.parameters = writer.parameters
            } catch {
                let place = error.offset.map { " (at character \($0 + 1) of the format)" } ?? ""
                return (nil, [todo("NSPredicate not converted: \(error.message)\(place)", line: body[start].line)])
            }
        }
        for start in sorts.sorted() {
            switch sortKey(body, from: start, properties: properties) {
            case .success(let key): query.sortKeys.append(key)
            case .failure(let error):
                return (nil, [todo("NSSortDescriptor not converted: \(error.message)", line: body[start].line)])
            }
        }
        if let limit = fetchLimit(body) { query.limit = limit }
        return (query, [])
    }

    /// The positions of `word :` in `tokens`.
    private func indices(of word: String, in tokens: [ObjCToken]) -> [Int] {
        tokens.indices.filter { index in
            tokens[index].identifier == word && index + 1 < tokens.count && tokens[index + 1].isPunct(":")
        }
    }

    /// The model class a method fetches: `[Model objectsWithPredicate:…]`, `[Model fetchRequest]`…;
    /// and whether it asks for one object.
    private func model(of body: [ObjCToken]) -> (String, Bool)? {
        for index in body.indices.dropLast() {
            guard let name = body[index].identifier, classes.contains(where: { $0.name == name }),
                index > 0, body[index - 1].isPunct("["), let selector = body[index + 1].identifier,
                let single = Self.fetchSelectors[selector]
            else { continue }
            return (name, single)
        }
        return nil
    }

    /// Every typed property of `model`, its superclasses' included.
    private func properties(of model: String) -> [MigratedClass.Property] {
        guard let found = classes.first(where: { $0.name == model }) else { return [] }
        return (found.superclass.map { properties(of: $0) } ?? []) + found.properties
    }

    /// The format and arguments of `predicateWithFormat: @"…", a, b]` starting at `start`.
    private static func formatAndArguments(_ body: [ObjCToken], from start: Int) throws(PredicateFormatError) -> (
        String, [PredicateOperand]
    ) {
        var parts: [[ObjCToken]] = [[]]
        var depth = 0
        var index = start + 2
        while index < body.count {
            let token = body[index]
            if token.isPunct("[") || token.isPunct("(") || token.isPunct("{") || token.isPunct("@[")
                || token.isPunct("@{") || token.isPunct("@(")
            {
                depth += 1
            } else if token.isPunct("]") || token.isPunct(")") || token.isPunct("}") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, token.isPunct(",") {
                parts.append([])
                index += 1
                continue
            } else if depth == 0, token.identifier != nil, index + 1 < body.count, body[index + 1].isPunct(":"),
                parts.count == 1
            {
                throw PredicateFormatError(
                    message: "predicateWithFormat:\(token.spelling): is not converted", offset: nil)
            }
            parts[parts.count - 1].append(token)
            index += 1
        }
        var format = ""
        for token in parts[0] {
            guard case .string(let text) = token.kind else {
                throw PredicateFormatError(message: "the format is not a string literal", offset: nil)
            }
            format += text
        }
        let arguments = parts.dropFirst().map { tokens -> PredicateOperand in
            if tokens.count == 1 {
                switch tokens[0].kind {
                case .string(let text): return .string(text)
                case .number("YES"), .number("true"), .identifier("YES"), .identifier("TRUE"): return .bool(true)
                case .number("NO"), .number("false"), .identifier("NO"), .identifier("FALSE"): return .bool(false)
                case .number(let text): return .number(text)
                case .identifier("nil"), .identifier("NULL"), .identifier("Nil"): return .null
                default: break
                }
            }
            return .expression(tokens.map(\.spelling).joined(separator: " "))
        }
        return (format, arguments)
    }

    /// `sortDescriptorWithKey:@"key" ascending:YES]` or `initWithKey:… ascending:…]` at `start`.
    private func sortKey(_ body: [ObjCToken], from start: Int, properties: [MigratedClass.Property]) -> Result<
        String, PredicateFormatError
    > {
        let rest = Array(body[start...].prefix(7))
        guard rest.count >= 6, case .string(let key) = rest[2].kind, rest[3].identifier == "ascending",
            rest[4].isPunct(":")
        else {
            return .failure(PredicateFormatError(message: "the key is not a string literal", offset: nil))
        }
        let ascending: Bool
        switch rest[5].kind {
        case .number("YES"), .number("true"), .identifier("YES"), .identifier("TRUE"): ascending = true
        case .number("NO"), .number("false"), .identifier("NO"), .identifier("FALSE"): ascending = false
        default: return .failure(PredicateFormatError(message: "ascending: is not YES or NO", offset: nil))
        }
        if rest.count > 6, !rest[6].isPunct("]") {
            return .failure(
                PredicateFormatError(
                    message:
                        "a descriptor with \(rest[6].spelling): (a comparison selector or comparator) has no store form",
                    offset: nil))
        }
        let name = StorePredicateWriter.propertyName(key)
        guard properties.contains(where: { $0.name == name }) else {
            return .failure(PredicateFormatError(message: "\(key) is not a stored property of the model", offset: nil))
        }
        return .success("\(ascending ? ".ascending" : ".descending")(\(SwiftLiteral.string(name)))")
    }

    /// `request.fetchLimit = 20` or `[request setFetchLimit:20]`.
    private func fetchLimit(_ body: [ObjCToken]) -> Int? {
        for index in body.indices.dropLast(2) {
            let word = body[index].identifier
            let separator = body[index + 1]
            if word == "fetchLimit" && separator.isPunct("=") || word == "setFetchLimit" && separator.isPunct(":"),
                case .number(let text) = body[index + 2].kind
            {
                return Int(text)
            }
        }
        return nil
    }
}
