import GRDB
import InstantModel

/// A ``StoreQuery`` checked against its model's stored columns, its values converted to the
/// columns' stored form: what both stores evaluate, so they give the same answers.
///
/// Checking happens before any SQL runs: an unknown property, a value of the wrong type, a text
/// match on a non-text property, or a property the store does not keep as a column (a to-many
/// relationship, a relationship to a model without a key, a value kept as JSON) is a
/// ``StoreError`` of kind ``StoreError/Kind/invalidQuery`` naming the model and the property.
struct CheckedQuery: @unchecked Sendable {
    // @unchecked: immutable; `model` is itself immutable and shared.

    /// A stored column a query reads.
    struct Target {
        let name: String
        /// The index in a row of ``LoadPlan/select`` (0: the key).
        let index: Int
        let kind: StoredModel.ColumnKind
        /// Compared as a number (`Decimal` columns hold text, compared by their value).
        var castsToReal: Bool { kind == .decimal }
    }

    indirect enum Term {
        case all
        /// The legacy `matching` equality (`=`, or `IS NULL` for null).
        case matches(Target, DatabaseValue)
        case compare(Target, StorePredicate.Comparison, DatabaseValue)
        case isNil(Target, Bool)
        case isIn(Target, [DatabaseValue])
        case text(Target, StorePredicate.TextMatch, String, caseInsensitive: Bool)
        case and([Term])
        case or([Term])
        case not(Term)
    }

    let model: StoredModel
    let term: Term
    let sort: [(Target, ascending: Bool)]
    let limit: Int?
    let offset: Int
    let file: String

    init(_ query: StoreQuery, model: StoredModel, file: String) throws {
        self.model = model
        self.file = file
        var terms: [Term] = []
        for (property, value) in query.matching.sorted(by: { $0.key < $1.key }) {
            let target = try Self.target(property, in: model, file: file, allowsJSON: true)
            switch value {
            case .null: terms.append(.matches(target, .null))
            case .bool(let flag): terms.append(.matches(target, (flag ? 1 : 0).databaseValue))
            case .integer(let number): terms.append(.matches(target, number.databaseValue))
            case .double(let number, _): terms.append(.matches(target, number.databaseValue))
            case .string(let text): terms.append(.matches(target, text.databaseValue))
            case .array, .object:
                throw Self.error(file, model, property, "is compared with a scalar, not \(value.kindName)")
            }
        }
        terms.append(try Self.check(query.predicate.term, model: model, file: file))
        term = terms.count == 1 ? terms[0] : .and(terms)
        sort = try query.allSortKeys.map { key in
            (try Self.target(key.property, in: model, file: file), key.ascending)
        }
        guard query.offset >= 0, (query.limit ?? 0) >= 0 else {
            throw StoreError(
                .invalidQuery, file: file, "a query of \(model.type) has a negative limit or offset")
        }
        limit = query.limit
        offset = query.offset
    }

    static func error(_ file: String, _ model: StoredModel, _ property: String, _ what: String) -> StoreError {
        StoreError(.invalidQuery, file: file, "\(model.type).\(property) \(what)")
    }

    /// The column `property` is kept in, or the error saying why a query cannot read it.
    static func target(_ property: String, in model: StoredModel, file: String, allowsJSON: Bool = false) throws
        -> Target
    {
        if property == model.keyProperty {
            return Target(name: property, index: 0, kind: model.integerKey ? .integer : .text)
        }
        if let index = model.columns.firstIndex(where: { $0.name == property }) {
            let column = model.columns[index]
            if column.kind == .json && !allowsJSON {
                let attributes = column.accessor.attributes
                if let related = (attributes.elementType ?? attributes.valueType) as? any Mappable.Type {
                    throw error(
                        file, model, property,
                        "is a relationship to \(related), which has no primary key: it is stored as JSON, "
                            + "not as a key a query can compare")
                }
                throw error(file, model, property, "is stored as JSON: a query cannot compare or sort it")
            }
            return Target(name: property, index: index + 1, kind: column.kind)
        }
        if model.toMany.contains(where: { $0.name == property }) {
            throw error(
                file, model, property, "is a to-many relationship, stored in a join table: a query cannot compare it")
        }
        if let accessor = model.type.propertyTable[property], accessor.attributes.isComputed {
            throw error(file, model, property, "is computed, not stored: a query cannot compare it")
        }
        throw StoreError(.invalidQuery, file: file, "\(model.type) has no stored property \"\(property)\"")
    }
}

extension CheckedQuery {
    /// The column an aggregate reads, checked: sums and averages of numbers only.
    func aggregateTarget(_ aggregate: StoreAggregate, of property: String) throws -> Target {
        let target = try Self.target(property, in: model, file: file)
        switch (aggregate, target.kind) {
        case (.sum, .integer), (.sum, .real), (.sum, .decimal), (.average, .integer), (.average, .real),
            (.average, .decimal), (.minimum, _), (.maximum, _):
            return target
        default:
            throw Self.error(file, model, property, "is not a number: a query cannot take its \(aggregate.rawValue)")
        }
    }

    /// An aggregate's answer as a typed value (a date column's minimum as a date).
    func storeValue(_ value: DatabaseValue, of target: Target, aggregate: StoreAggregate) -> StoreValue? {
        switch value.storage {
        case .null, .blob: return nil
        case .int64(let number):
            if target.kind == .bool && (aggregate == .minimum || aggregate == .maximum) {
                return StoreValue(.bool(number != 0))
            }
            return StoreValue(.integer(number))
        case .double(let number):
            if target.kind == .date && aggregate != .sum { return StoreValue(.date(number)) }
            return StoreValue(.real(number))
        case .string(let text): return StoreValue(.text(text))
        }
    }
}
