/// Writes a ``PredicateFormat`` (arguments substituted) as a Swift `StorePredicate` expression on
/// `StoreProperty`, typed by the model's properties: constants become Swift literals of the
/// property's type, the app's expressions become parameters of that type. What the store cannot ask
/// (a key path through a relationship, `LIKE`, `MATCHES`, `[d]`, a to-many property, a type that
/// does not match) is an error naming it.
struct StorePredicateWriter {
    let model: String
    let properties: [MigratedClass.Property]
    /// The parameters the expressions became, in the order first met.
    private(set) var parameters: [(name: String, type: String)] = []
    private var expressionNames: [String: String] = [:]

    init(model: String, properties: [MigratedClass.Property]) {
        self.model = model
        self.properties = properties
    }

    /// `self.district` → `district`.
    static func propertyName(_ keyPath: String) -> String {
        for prefix in ["self.", "SELF.", "Self."] where keyPath.hasPrefix(prefix) {
            return String(keyPath.dropFirst(prefix.count))
        }
        return keyPath
    }

    mutating func swift(of predicate: PredicateFormat) throws(PredicateFormatError) -> SwiftPredicate {
        switch predicate {
        case .truePredicate:
            return .leaf(".all")
        case .falsePredicate:
            return .leaf(".or([])")
        case .not(let inner):
            return .not(try swift(of: inner))
        case .and(let parts):
            var rendered: [SwiftPredicate] = []
            for part in parts { rendered.append(try swift(of: part)) }
            return .and(rendered)
        case .or(let parts):
            var rendered: [SwiftPredicate] = []
            for part in parts { rendered.append(try swift(of: part)) }
            return .or(rendered)
        case .comparison(let left, let op, let right, let options):
            return .leaf(try comparison(left, op, right, options))
        }
    }

    private mutating func comparison(
        _ left: PredicateOperand, _ op: PredicateOperator, _ right: PredicateOperand, _ options: PredicateOptions
    ) throws(PredicateFormatError) -> String {
        var (keyPath, value, op) = (left, right, op)
        if case .keyPath = right, !isKeyPath(left) {
            guard let swapped = op.swapped else {
                throw PredicateFormatError(
                    message: "\(op.rawValue) with the key path on its right is not supported", offset: nil)
            }
            (keyPath, value, op) = (right, left, swapped)
        }
        guard case .keyPath(let path) = keyPath else {
            throw PredicateFormatError(message: "a comparison without a key path", offset: nil)
        }
        if case .keyPath(let other) = value {
            throw PredicateFormatError(
                message: "comparing two key paths (\(path), \(other)) is not supported", offset: nil)
        }
        let name = Self.propertyName(path)
        guard !name.contains(".") else {
            throw PredicateFormatError(message: "the key path \(path) goes through a relationship", offset: nil)
        }
        guard let property = properties.first(where: { $0.name == name }) else {
            throw PredicateFormatError(message: "\(name) is not a property of \(model)", offset: nil)
        }
        let type = property.swiftType
        guard !type.hasPrefix("["), type != "Node" else {
            throw PredicateFormatError(message: "\(name) is \(type), which the store does not compare", offset: nil)
        }
        guard !options.diacriticInsensitive else {
            throw PredicateFormatError(message: "[d] (diacritic-insensitive) has no store form", offset: nil)
        }
        let subject = "StoreProperty(\(SwiftLiteral.string(name)))"
        switch op {
        case .like, .matches:
            throw PredicateFormatError(message: "\(op.rawValue) has no store form", offset: nil)
        case .beginsWith, .endsWith, .contains:
            guard type == "String" else {
                throw PredicateFormatError(
                    message: "\(op.rawValue) on \(name), which is \(type), not text", offset: nil)
            }
            let method = op == .beginsWith ? "hasPrefix" : op == .endsWith ? "hasSuffix" : "contains"
            let text = try operand(value, type: "String", property: name)
            return "\(subject).\(method)(\(text)\(options.caseInsensitive ? ", caseInsensitive: true" : ""))"
        case .in:
            if case .list(let items) = value {
                var rendered: [String] = []
                for item in items { rendered.append(try operand(item, type: type, property: name)) }
                return "\(subject).isIn([\(rendered.joined(separator: ", "))])"
            }
            guard case .expression = value else {
                throw PredicateFormatError(message: "IN needs a list or a collection argument", offset: nil)
            }
            return "\(subject).isIn(\(try operand(value, type: "[\(type)]", property: name)))"
        default:
            if options.caseInsensitive {
                throw PredicateFormatError(message: "\(op.rawValue)[c] has no store form", offset: nil)
            }
            if value == .null {
                guard op == .equal || op == .notEqual else {
                    throw PredicateFormatError(message: "\(op.rawValue) nil is always false", offset: nil)
                }
                return "\(subject) \(op.rawValue) nil"
            }
            let isModel = classesHint(type)
            if isModel, op != .equal, op != .notEqual {
                throw PredicateFormatError(message: "\(op.rawValue) on the relationship \(name)", offset: nil)
            }
            return "\(subject) \(op.rawValue) \(try operand(value, type: type, property: name))"
        }
    }

    private func isKeyPath(_ operand: PredicateOperand) -> Bool {
        if case .keyPath = operand { return true }
        return false
    }

    /// Whether `type` is a class (a relationship), not a value the store compares as such.
    private func classesHint(_ type: String) -> Bool {
        !["String", "Int", "Int32", "Int64", "Double", "Float", "Decimal", "Bool", "Date", "URL", "UUID"].contains(type)
    }

    /// A constant as a Swift literal of `type`, or an expression as a parameter of `type`.
    private mutating func operand(_ value: PredicateOperand, type: String, property: String)
        throws(PredicateFormatError)
        -> String
    {
        let mismatch = PredicateFormatError(message: "\(property) is \(type), compared with \(value)", offset: nil)
        switch value {
        case .expression(let text):
            if let name = expressionNames[text] { return name }
            var name = Self.parameterName(text, fallback: property)
            while parameters.contains(where: { $0.name == name }) { name += "2" }
            expressionNames[text] = name
            parameters.append((name, type))
            return name
        case .string(let text):
            guard type == "String" else { throw mismatch }
            return SwiftLiteral.string(text)
        case .bool(let flag):
            guard type == "Bool" else { throw mismatch }
            return flag ? "true" : "false"
        case .number(let text):
            switch type {
            case "Bool":
                guard text == "0" || text == "1" else { throw mismatch }
                return text == "1" ? "true" : "false"
            case "Int", "Int64", "Int32":
                guard Int64(text) != nil else { throw mismatch }
                return type == "Int" ? text : "\(type)(\(text))"
            case "Double":
                return text.contains(".") ? text : text + ".0"
            case "Float", "Decimal":
                return "\(type)(\(text))"
            default:
                throw mismatch
            }
        default:
            throw mismatch
        }
    }

    /// `district` stays `district`; `[self name]`, `self.text` and other expressions take the
    /// property's name.
    private static func parameterName(_ expression: String, fallback: String) -> String {
        var text = expression
        if text.hasPrefix("self . ") { text = String(text.dropFirst("self . ".count)) }
        let isIdentifier =
            text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let name = isIdentifier ? text : fallback
        return name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }
}

/// A `StorePredicate` expression in Swift, laid out by ``QueryEmitter``: on one line with `&&`,
/// `||` and `!`, or, when too long, as `.and([…])` and `.or([…])` lists.
indirect enum SwiftPredicate: Equatable {
    /// A comparison (`StoreProperty("district") == district`) or a constant (`.all`).
    case leaf(String)
    case and([SwiftPredicate])
    case or([SwiftPredicate])
    case not(SwiftPredicate)

    /// The expression on one line; `inside`: the operator joining it with its siblings.
    func inline(inside: String? = nil) -> String {
        switch self {
        case .leaf(let text):
            return text
        case .not(let inner):
            if case .leaf(let text) = inner, text.hasPrefix(".") { return "!StorePredicate\(text)" }
            return "!(\(inner.inline()))"
        case .and(let parts):
            let text = parts.map { $0.inline(inside: "&&") }.joined(separator: " && ")
            return inside == nil || inside == "&&" ? text : "(\(text))"
        case .or(let parts):
            let text = parts.map { $0.inline(inside: "||") }.joined(separator: " || ")
            return inside == nil || inside == "||" ? text : "(\(text))"
        }
    }
}
