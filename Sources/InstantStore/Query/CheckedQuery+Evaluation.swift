import Foundation
import GRDB
import InstantModel

/// A checked query evaluated in Swift over rows of stored values, as SQLite evaluates its SQL:
/// the in-memory store's answers are the SQLite store's.
extension CheckedQuery {
    /// A row as the SQLite store keeps it: the values of ``LoadPlan/select``, each in the form its
    /// column's affinity gives it (a to-one key as text, a real column's integer as a real).
    static func row(of object: AnyObject, model: StoredModel, values: StoredValues) throws -> [DatabaseValue] {
        var row: [DatabaseValue] = []
        row.reserveCapacity(model.columns.count + 1)
        row.append(model.key(of: object, in: values.context).map(StoredValues.databaseValue(of:)) ?? .null)
        for column in model.columns {
            row.append(affinity(try values.databaseValue(of: column, in: object), column.kind))
        }
        return row
    }

    private static func affinity(_ value: DatabaseValue, _ kind: StoredModel.ColumnKind) -> DatabaseValue {
        switch (kind, value.storage) {
        case (.text, .int64(let number)), (.decimal, .int64(let number)), (.json, .int64(let number)),
            (.toOne, .int64(let number)):
            return String(number).databaseValue
        case (.real, .int64(let number)), (.date, .int64(let number)):
            return Double(number).databaseValue
        case (.integer, .double(let number)), (.bool, .double(let number)):
            return Int64(exactly: number).map(\.databaseValue) ?? value
        default:
            return value
        }
    }

    /// The rows (with their objects) the query selects from `rows`, in order, limited and offset.
    func select<Object>(_ rows: [(Object, [DatabaseValue])]) -> [(Object, [DatabaseValue])] {
        var found = rows.filter { holds(term, $0.1) }
        if sort.isEmpty && model.integerKey {
            // SQLite's row order: an integer key is the row id.
            found.sort { Self.compare($0.1[0], $1.1[0]) < 0 }
        } else if !sort.isEmpty {
            found.sort { left, right in
                for (target, ascending) in sort {
                    let order = Self.compare(value(target, left.1), value(target, right.1))
                    if order != 0 { return ascending ? order < 0 : order > 0 }
                }
                return Self.compare(left.1[0], right.1[0]) < 0
            }
        }
        let start = min(offset, found.count)
        let end = limit.map { min(start + $0, found.count) } ?? found.count
        return Array(found[start..<end])
    }

    /// `target`'s value in `row`, as SQL reads it (a decimal cast to a real).
    func value(_ target: Target, _ row: [DatabaseValue]) -> DatabaseValue {
        let value = row[target.index]
        guard target.castsToReal, case .string(let text) = value.storage else { return value }
        return (Double(text.trimmingCharacters(in: .whitespaces)) ?? 0).databaseValue
    }

    private func holds(_ term: Term, _ row: [DatabaseValue]) -> Bool {
        switch term {
        case .all:
            return true
        case .matches(let target, let wanted):
            let value = row[target.index]
            if wanted.isNull { return value.isNull }
            return !value.isNull && Self.compare(value, Self.affinity(wanted, target.kind)) == 0
        case .compare(let target, let comparison, let wanted):
            let value = value(target, row)
            switch comparison {
            case .equal: return Self.compare(value, wanted) == 0
            case .notEqual: return Self.compare(value, wanted) != 0
            default:
                guard !value.isNull else { return false }
                let order = Self.compare(value, wanted)
                switch comparison {
                case .less: return order < 0
                case .lessOrEqual: return order <= 0
                case .greater: return order > 0
                default: return order >= 0
                }
            }
        case .isNil(let target, let isNil):
            return row[target.index].isNull == isNil
        case .isIn(let target, let values):
            let value = value(target, row)
            return !value.isNull && values.contains { Self.compare(value, $0) == 0 }
        case .text(let target, let match, let text, let caseInsensitive):
            guard case .string(let stored) = row[target.index].storage else { return false }
            let subject = Array((caseInsensitive ? stored.lowercased() : stored).utf8)
            let needle = Array(text.utf8)
            switch match {
            case .contains: return needle.isEmpty || Self.bytes(subject, contain: needle)
            case .hasPrefix: return subject.starts(with: needle)
            case .hasSuffix: return subject.count >= needle.count && subject.suffix(needle.count).elementsEqual(needle)
            }
        case .and(let terms):
            return terms.allSatisfy { holds($0, row) }
        case .or(let terms):
            return terms.contains { holds($0, row) }
        case .not(let term):
            return !holds(term, row)
        }
    }

    private static func bytes(_ subject: [UInt8], contain needle: [UInt8]) -> Bool {
        guard subject.count >= needle.count else { return false }
        for start in 0...(subject.count - needle.count)
        where subject[start] == needle[0] && subject[start..<start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// SQLite's order of values: `NULL`, then numbers (integers and reals by value), then text (by
    /// its UTF-8 bytes), then blobs.
    static func compare(_ left: DatabaseValue, _ right: DatabaseValue) -> Int {
        func rank(_ value: DatabaseValue) -> Int {
            switch value.storage {
            case .null: 0
            case .int64, .double: 1
            case .string: 2
            case .blob: 3
            }
        }
        switch (left.storage, right.storage) {
        case (.int64(let a), .int64(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.int64(let a), .double(let b)): return compare(Double(a), b)
        case (.double(let a), .int64(let b)): return compare(a, Double(b))
        case (.double(let a), .double(let b)): return compare(a, b)
        case (.string(let a), .string(let b)):
            if a == b { return 0 }
            return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
        case (.blob(let a), .blob(let b)):
            if a == b { return 0 }
            return a.lexicographicallyPrecedes(b) ? -1 : 1
        default:
            return rank(left) < rank(right) ? -1 : (rank(left) == rank(right) ? 0 : 1)
        }
    }

    private static func compare(_ a: Double, _ b: Double) -> Int { a < b ? -1 : (a == b ? 0 : 1) }

    /// An aggregate of `target`'s values over `rows` (already selected), as SQLite computes it.
    func aggregate(_ aggregate: StoreAggregate, of target: Target, over rows: [[DatabaseValue]]) throws
        -> DatabaseValue
    {
        let values = rows.map { value(target, $0) }.filter { !$0.isNull }
        guard !values.isEmpty else { return .null }
        switch aggregate {
        case .minimum:
            return values.dropFirst().reduce(values[0]) { Self.compare($1, $0) < 0 ? $1 : $0 }
        case .maximum:
            return values.dropFirst().reduce(values[0]) { Self.compare($1, $0) > 0 ? $1 : $0 }
        case .sum:
            if values.allSatisfy({ if case .int64 = $0.storage { true } else { false } }) {
                var total: Int64 = 0
                for case .int64(let number) in values.map(\.storage) {
                    let (sum, overflow) = total.addingReportingOverflow(number)
                    guard !overflow else {
                        throw StoreError(.failed, file: file, "the sum of \(model.type).\(target.name) overflows")
                    }
                    total = sum
                }
                return total.databaseValue
            }
            return Self.sum(values).databaseValue
        case .average:
            return (Self.sum(values) / Double(values.count)).databaseValue
        }
    }

    private static func sum(_ values: [DatabaseValue]) -> Double {
        values.reduce(0) { total, value in
            switch value.storage {
            case .int64(let number): total + Double(number)
            case .double(let number): total + number
            default: total
            }
        }
    }
}
