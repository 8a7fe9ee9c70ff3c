import InstantModel

/// How rows of one model's table become objects, compiled once per model: the columns selected in
/// a fixed order (the key first), and for each mapping step of the model the column it reads.
///
/// A row is then read by column index and each value applied by its step, with the rules of
/// mapping a tree of the row's fields under the property names (absent or `NULL` columns and
/// to-one columns are missing keys), without building that tree.
final class LoadPlan: @unchecked Sendable {
    // @unchecked: immutable; the steps hold a compiled mapping plan, itself immutable and shared.

    /// One mapping step and the column it reads.
    struct Step {
        /// The step's index in ``steps``.
        let step: Int
        /// The column read (0: the key, `i`: `columns[i - 1]`), or nil when none holds its key.
        let column: Int32?
        let kind: StoredModel.ColumnKind
        let name: String
    }

    let steps: KeyedDecodeSteps
    /// Every step, in the order a tree's mapping applies them.
    let order: [Step]
    /// `SELECT` of the key and every column, in the model's column order.
    let select: String
    /// ``select`` of the row with a given key.
    let selectByKey: String

    init(
        type: any Mappable.Type, table: String, keyProperty: String, columns: [StoredModel.Column], file: String
    ) throws {
        do {
            steps = try KeyedDecodeSteps(type, in: MappingContext())
        } catch {
            throw StoreError(.unsupportedModel, file: file, "\(type) cannot be mapped from its rows: \(error)")
        }
        var order: [Step] = []
        for (index, key) in steps.keys.enumerated() {
            if key == keyProperty {
                // The key reads as text would: an integer stays an integer.
                order.append(Step(step: index, column: 0, kind: .text, name: keyProperty))
            } else if let key, let position = columns.firstIndex(where: { $0.name == key }),
                columns[position].kind != .toOne
            {
                order.append(Step(step: index, column: Int32(position + 1), kind: columns[position].kind, name: key))
            } else {
                order.append(Step(step: index, column: nil, kind: .text, name: key ?? ""))
            }
        }
        self.order = order
        let names = ([keyProperty] + columns.map(\.name)).map(quoted).joined(separator: ", ")
        select = "SELECT \(names) FROM \(quoted(table))"
        selectByKey = "\(select) WHERE \(quoted(keyProperty)) = ?"
    }
}
