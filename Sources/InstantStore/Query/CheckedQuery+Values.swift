import Foundation
import GRDB
import InstantModel

extension CheckedQuery {
    /// The predicate's terms with each property resolved and each value in its column's stored form.
    static func check(_ term: StorePredicate.Term, model: StoredModel, file: String) throws -> Term {
        switch term {
        case .all:
            return .all
        case .compare(let property, let comparison, let operand):
            let target = try target(property, in: model, file: file)
            let value = try stored(operand, for: target, model: model, file: file)
            return .compare(target, comparison, value)
        case .isNil(let property, let isNil):
            return .isNil(try target(property, in: model, file: file), isNil)
        case .isIn(let property, let operands):
            let target = try target(property, in: model, file: file)
            return .isIn(target, try operands.map { try stored($0, for: target, model: model, file: file) })
        case .text(let property, let match, let text, let caseInsensitive):
            let target = try target(property, in: model, file: file)
            guard target.kind == .text else {
                throw error(
                    file, model, property,
                    "holds \(description(of: target.kind)), not text: \(match.rawValue) matches text only")
            }
            return .text(target, match, caseInsensitive ? text.lowercased() : text, caseInsensitive: caseInsensitive)
        case .and(let terms):
            return .and(try terms.map { try check($0, model: model, file: file) })
        case .or(let terms):
            return .or(try terms.map { try check($0, model: model, file: file) })
        case .not(let term):
            return .not(try check(term, model: model, file: file))
        }
    }

    private static func description(of kind: StoredModel.ColumnKind) -> String {
        switch kind {
        case .integer: "integers"
        case .real: "floating-point numbers"
        case .text: "text"
        case .bool: "Booleans"
        case .date: "dates"
        case .decimal: "decimals"
        case .json: "JSON"
        case .toOne: "a to-one relationship"
        }
    }

    /// `operand` as the value `target`'s column holds, or the error naming the mismatch.
    private static func stored(
        _ operand: StorePredicate.Operand, for target: Target, model: StoredModel, file: String
    ) throws -> DatabaseValue {
        if target.kind == .toOne {
            return try relatedKey(operand, for: target, model: model, file: file)
        }
        guard case .value(let value) = operand else {
            throw error(file, model, target.name, "holds \(description(of: target.kind)), not a related object")
        }
        let mismatch = error(
            file, model, target.name,
            "holds \(description(of: target.kind)); the query compares it with \(value.kindName) (\(value))")
        switch (target.kind, value.storage) {
        case (.integer, .integer(let number)), (.real, .integer(let number)), (.decimal, .integer(let number)):
            return number.databaseValue
        case (.integer, .real(let number)), (.real, .real(let number)), (.decimal, .real(let number)):
            return number.databaseValue
        case (.integer, .decimal), (.real, .decimal), (.decimal, .decimal):
            return value.databaseValue
        case (.bool, .bool), (.text, .text), (.date, .date):
            return value.databaseValue
        default:
            throw mismatch
        }
    }

    /// A to-one relationship's operand as the related key, in the column's text form.
    private static func relatedKey(
        _ operand: StorePredicate.Operand, for target: Target, model: StoredModel, file: String
    ) throws -> DatabaseValue {
        guard let related = model.columns[target.index - 1].target, let keyProperty = related.primaryKeyProperty
        else {
            throw error(file, model, target.name, "is not a stored relationship")
        }
        let integerKey = related.propertyTable[keyProperty]?.attributes.valueType is any BinaryInteger.Type
        switch operand {
        case .object(let type, let keySpace, let key):
            guard keySpace == IdentityKey.keySpace(of: related) else {
                throw error(file, model, target.name, "holds \(related) objects; the query compares it with a \(type)")
            }
            guard let key else {
                throw error(
                    file, model, target.name, "is compared with a \(type) that has no primary key value")
            }
            switch key.value {
            case .integer(let number): return String(number).databaseValue
            case .text(let text): return text.databaseValue
            }
        case .value(let value):
            switch value.storage {
            case .integer(let number) where integerKey: return String(number).databaseValue
            case .text(let text) where !integerKey: return text.databaseValue
            default:
                throw error(
                    file, model, target.name,
                    "holds \(related) objects keyed by \(integerKey ? "integers" : "text"); the query compares it "
                        + "with \(value.kindName) (\(value))")
            }
        }
    }
}
