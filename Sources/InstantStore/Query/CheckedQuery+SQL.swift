import GRDB
import InstantModel

/// A checked query as a GRDB query-interface request: every value bound, property names quoted by
/// GRDB. Leaves never give `NULL` (nil tests are spelt out), so `NOT` is a Swift `!`.
extension CheckedQuery {
    /// The request for the rows of ``LoadPlan/select`` (key first, then every column), in order,
    /// limited and offset.
    func rowsRequest() -> QueryInterfaceRequest<Row> {
        let columns = [Column(model.keyProperty)] + model.columns.map { Column($0.name) }
        return ordered(Table(model.table).select(columns))
    }

    /// The request for the keys of the query's rows, in order.
    func keysRequest() -> QueryInterfaceRequest<DatabaseValue> {
        ordered(Table(model.table).select(Column(model.keyProperty))).asRequest(of: DatabaseValue.self)
    }

    /// The request for `target`'s values (as `value`) of the query's rows, for an aggregate over them.
    func valuesRequest(of target: Target) -> QueryInterfaceRequest<Row> {
        ordered(Table(model.table).select(expression(target).forKey("value")))
    }

    /// The request counting the query's rows.
    func countRequest() -> QueryInterfaceRequest<Row> {
        ordered(Table(model.table).all())
    }

    private func ordered(_ request: QueryInterfaceRequest<Row>) -> QueryInterfaceRequest<Row> {
        var request = request
        if let condition = condition(term) { request = request.filter(condition) }
        if sort.isEmpty {
            request = request.order(Column.rowID.asc)
        } else {
            var orderings: [any SQLOrderingTerm] = sort.map { target, ascending in
                ascending ? expression(target).asc : expression(target).desc
            }
            orderings.append(Column(model.keyProperty).asc)
            request = request.order(orderings)
        }
        if limit != nil || offset > 0 { request = request.limit(limit ?? -1, offset: offset > 0 ? offset : nil) }
        return request
    }

    private func expression(_ target: Target) -> SQLExpression {
        target.castsToReal ? cast(Column(target.name), as: .real) : Column(target.name).sqlExpression
    }

    /// The SQL condition of `term`, nil for `.all` at the top.
    private func condition(_ term: Term) -> SQLExpression? {
        if case .all = term { return nil }
        return sql(term)
    }

    private func sql(_ term: Term) -> SQLExpression {
        switch term {
        case .all:
            return true.sqlExpression
        case .matches(let target, let value):
            return Column(target.name) == value
        case .compare(let target, let comparison, let value):
            let column = expression(target)
            switch comparison {
            case .equal: return SQL("(\(column) IS \(value))").sqlExpression
            case .notEqual: return SQL("(\(column) IS NOT \(value))").sqlExpression
            case .less: return column != nil && column < value
            case .lessOrEqual: return column != nil && column <= value
            case .greater: return column != nil && column > value
            case .greaterOrEqual: return column != nil && column >= value
            }
        case .isNil(let target, let isNil):
            return isNil ? Column(target.name) == nil : Column(target.name) != nil
        case .isIn(let target, let values):
            let column = expression(target)
            return column != nil && values.contains(column)
        case .text(let target, let match, let text, let caseInsensitive):
            let column = Column(target.name).sqlExpression
            let subject = caseInsensitive ? column.lowercased : column
            let found: SQL
            switch match {
            case .contains: found = "instr(\(subject), \(text)) > 0"
            case .hasPrefix: found = "instr(\(subject), \(text)) = 1"
            case .hasSuffix:
                found = """
                    length(\(subject)) >= length(\(text)) \
                    AND substr(\(subject), length(\(subject)) - length(\(text)) + 1) = \(text)
                    """
            }
            return column != nil && SQL("(\(found))").sqlExpression
        case .and(let terms):
            return terms.map(sql).joined(operator: .and)
        case .or(let terms):
            return terms.map(sql).joined(operator: .or)
        case .not(let term):
            return !sql(term)
        }
    }
}
