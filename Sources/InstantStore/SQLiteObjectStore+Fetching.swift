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
        let sql = "SELECT * FROM \(quoted(model.table))\(whereClause)\(order)"
        return try identityScope.perform {
            try read { db in
                let session = LoadSession(store: self, db: db)
                var objects: [any Mappable] = []
                let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
                while let row = try rows.next() {
                    if let object = try session.object(of: model, row: row) as? any Mappable { objects.append(object) }
                }
                return objects
            }
        }
    }
}
