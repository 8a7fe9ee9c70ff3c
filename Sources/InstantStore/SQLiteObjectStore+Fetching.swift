import GRDB
import InstantModel

extension SQLiteObjectStore {
    public func fetch(_ query: StoreQuery) throws -> [any Mappable] {
        let model = try storedModel(for: query.modelType)
        let (whereClause, arguments) = try condition(of: query, model: model)
        var order = " ORDER BY rowid"
        if let property = query.orderedBy {
            guard property == model.keyProperty || model.columns.contains(where: { $0.name == property }) else {
                throw StoreError(.failed, file: file, "\(model.type) has no stored property \(property) to order by")
            }
            order = " ORDER BY \(quoted(property))"
        }
        let sql = "\(model.load.select)\(whereClause)\(order)"
        return try identityScope.perform {
            try read { db in try LoadSession(store: self, db: db).objects(of: model, sql: sql, arguments: arguments) }
        }
    }
}
