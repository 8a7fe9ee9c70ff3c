/// Finds the mapper and router set-up in a class that is not a model (an app delegate):
/// `-registerClass:forElementNamed:`, `-routeClass:toResourcePath:(forMethod:)`, the object manager's
/// base URL and format. Statements around them that only create the manager or router are consumed;
/// every other statement and method is left as a TODO.
enum SetUpReader {
    private static let setUpSelectors: Set<String> = [
        "registerClass:forElementNamed:", "routeClass:toResourcePath:", "routeClass:toResourcePath:forMethod:",
        "objectManagerWithBaseURL:", "initWithBaseURL:",
    ]

    /// The set-up of `source`, or nil when none of its methods has any.
    static func read(_ source: ObjCClass, constants: [String: String]) -> ObjCSetUp? {
        let file = source.file(for: ObjCMethod(isClassMethod: false, selector: "", body: [], lines: [], line: 0))
        var setUp = ObjCSetUp(className: source.name, file: file)
        var found = false
        for method in source.methods {
            let statements = ObjCEvaluator.statements(of: method.body)
            let mentionsSetUp = statements.contains { statement in
                statement.contains { token in
                    guard let word = token.identifier else { return false }
                    return setUpSelectors.contains { $0.hasPrefix(word + ":") }
                }
            }
            if Migration.releasesOnly(method) { continue }
            guard mentionsSetUp else {
                setUp.unconverted += Migration.unconvertedMethods(
                    of: ObjCClass(name: source.name, methods: [method], file: file, line: method.line),
                    reason: "method of \(source.name) without set-up")
                continue
            }
            found = true
            read(statements, of: method, file: file, constants: constants, into: &setUp)
        }
        return found ? setUp : nil
    }

    /// The steps of `statements` into `setUp`, inside `if` and `else` branches too (a view controller's
    /// `if (self) { … }`, a registration made only in some configuration); what is not set-up is
    /// left as a TODO.
    private static func read(
        _ statements: [[ObjCToken]], of method: ObjCMethod, file: String, constants: [String: String],
        into setUp: inout ObjCSetUp
    ) {
        for statement in statements {
            if let steps = steps(of: statement, constants: constants) {
                setUp.steps += steps
                continue
            }
            let first = statement.first!.line
            let lines = Array(
                method.lines.dropFirst(first - method.line).prefix(statement.last!.endLine - first + 1))
            if let (condition, body) = branch(statement) {
                var inner = ObjCSetUp(className: setUp.className, file: file)
                read(ObjCEvaluator.statements(of: body), of: method, file: file, constants: constants, into: &inner)
                if !inner.steps.isEmpty {
                    setUp.steps += inner.steps
                    setUp.unconverted += inner.unconverted
                    if !condition.contains(where: { $0.identifier == "self" }) {
                        setUp.unconverted.append(
                            Unconverted(
                                file: file, line: first,
                                reason:
                                    "-\(method.selector): the set-up under this `\(statement.first!.spelling)` is done unconditionally",
                                lines: [lines.first ?? ""]))
                    }
                    continue
                }
            }
            setUp.unconverted.append(
                Unconverted(
                    file: file, line: first, reason: "statement of -\(method.selector) not converted", lines: lines))
        }
    }

    /// The condition and body of `if (condition) { body }`, `else { body }` or `else if …`.
    private static func branch(_ statement: [ObjCToken]) -> (condition: [ObjCToken], body: [ObjCToken])? {
        guard let word = statement.first?.identifier, word == "if" || word == "else" else { return nil }
        if word == "else", statement.count > 1, statement[1].identifier == "if" {
            return branch(Array(statement.dropFirst()))
        }
        var conditionEnd = 1
        if word == "if" {
            guard statement.count > 2, statement[1].isPunct("(") else { return nil }
            var depth = 0
            for index in 1..<statement.count {
                if statement[index].isPunct("(") { depth += 1 }
                if statement[index].isPunct(")") { depth -= 1 }
                if depth == 0 {
                    conditionEnd = index + 1
                    break
                }
            }
        }
        let condition = Array(statement[1..<conditionEnd])
        let rest = Array(statement[conditionEnd...])
        if rest.first?.isPunct("{") == true, rest.last?.isPunct("}") == true {
            return (condition, Array(rest.dropFirst().dropLast()))
        }
        return (condition, rest)
    }

    /// The steps of one statement; an empty list for plumbing (creating the router), nil when the
    /// statement is not set-up at all.
    private static func steps(of statement: [ObjCToken], constants: [String: String]) -> [SetUpStep]? {
        if statement.first?.identifier == "return", statement.count <= 2 { return [] }  // `return YES;`
        var evaluator = ObjCEvaluator(tokens: [], constants: constants)
        evaluator.lenient = true
        var target = ""
        let value: ObjCValue
        do {
            if let equals = ObjCEvaluator.topLevelIndex(of: "=", in: statement) {
                target = statement[..<equals].map(\.spelling).joined()
                value = try evaluator.evaluate(Array(statement[(equals + 1)...]))
            } else {
                value = try evaluator.evaluate(statement)
            }
        } catch {
            return nil
        }
        var steps: [SetUpStep] = []
        for message in evaluator.messages {
            let arguments = message.arguments.map { $0.first ?? .null }
            switch message.selector {
            case "registerClass:forElementNamed:":
                guard case .classReference(let name) = arguments[0], let element = arguments[1].stringValue else {
                    return nil
                }
                steps.append(.register(className: name, element: element))
            case "routeClass:toResourcePath:", "routeClass:toResourcePath:forMethod:":
                guard case .classReference(let name) = arguments[0], let path = arguments[1].stringValue else {
                    return nil
                }
                var method: String?
                if arguments.count > 2 {
                    guard case .symbol(let symbol) = arguments[2], symbol.hasPrefix("RKRequestMethod") else {
                        return nil
                    }
                    method = String(symbol.dropFirst("RKRequestMethod".count)).lowercased()
                }
                steps.append(.route(className: name, path: path, method: method))
            case "objectManagerWithBaseURL:", "initWithBaseURL:":
                guard let url = arguments[0].stringValue else { return nil }
                steps.append(.baseURL(url))
            case "class", "alloc", "init", "new", "sharedManager", "mapper", "router", "release", "autorelease",
                "retain", "setRouter:",
                "setSharedManager:":
                continue
            default:
                return nil
            }
        }
        if target.hasSuffix("format"), case .symbol(let symbol) = value, symbol.hasPrefix("RKMappingFormat") {
            steps.append(.format(String(symbol.dropFirst("RKMappingFormat".count)).lowercased()))
        } else if target.hasSuffix("missingElementMappingPolicy"), case .symbol(let symbol) = value {
            steps.append(.missingElementPolicy(symbol))
        } else if !target.isEmpty, steps.isEmpty {
            // Plumbing: `RKDynamicRouter* router = [[RKDynamicRouter alloc] init]`, `manager.router = router`,
            // `RKObjectMapper* mapper = manager.mapper`.
            let plumbing =
                target.hasSuffix(".router") || target.hasSuffix("router") || target.hasSuffix("mapper")
                || target.hasSuffix("manager") || target.hasSuffix("Manager")
            guard plumbing else { return nil }
            if case .symbol(let symbol) = value, !symbol.hasPrefix("["),
                !(symbol.hasSuffix("router") || symbol.hasSuffix("mapper") || symbol.hasSuffix("Manager"))
            {
                return nil
            }
        } else if target.isEmpty, steps.isEmpty {
            let housekeeping: Set<String> = ["release", "autorelease", "retain", "setRouter:", "setSharedManager:"]
            guard let last = evaluator.messages.last, housekeeping.contains(last.selector) else { return nil }
        }
        return steps
    }
}
