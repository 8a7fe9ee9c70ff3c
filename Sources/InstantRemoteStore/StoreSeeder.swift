import Foundation
import InstantModel
import InstantStore
import ObjectMapping

/// Builds a store from payload files and their mappings (RestKit 0.9.2's `RKManagedObjectSeeder`):
/// each file is mapped through the store's identity scope and saved, so an app can ship the
/// resulting database and open a copy of it (`SQLiteObjectStore.init(path:models:migrations:seed:holding:)`'s `seed`).
public struct StoreSeeder {
    /// The store being filled.
    public let store: any ObjectStore
    /// The mapper reading the files (its format is chosen per file, from the extension).
    public var mapper: ObjectMapper

    /// A seeder filling `store`, mapping with `mapper`'s settings and registered element names.
    public init(store: any ObjectStore, mapper: ObjectMapper = ObjectMapper()) {
        self.store = store
        self.mapper = mapper
        self.mapper.identityScope = store.identityScope
    }

    /// Maps the file at `url` (`.xml`: XML, otherwise JSON) into `objectClass` objects (or by
    /// registered element names when nil), at `keyPath`, and saves them in one transaction
    /// (`-seedObjectsFromFile:toClass:keyPath:`); returns the objects saved.
    @discardableResult
    public func seedObjects(
        fromFile url: URL, toClass objectClass: (any ObjectMappable.Type)?, keyPath: String? = nil
    ) throws -> [any ObjectMappable] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoreError(.failed, file: url.path, "the seed payload cannot be read: \(error)")
        }
        var mapper = self.mapper
        mapper.format = url.pathExtension.lowercased() == "xml" ? .xml : .json
        let mapped: Any?
        do {
            mapped = try mapper.mapFromString(
                String(decoding: data, as: UTF8.self), toClass: objectClass, keyPath: keyPath)
        } catch {
            throw StoreError(.failed, file: url.path, "the seed payload does not map: \(error)")
        }
        let objects: [any ObjectMappable]
        switch mapped {
        case let many as [any ObjectMappable]: objects = many
        case let one as any ObjectMappable: objects = [one]
        default: objects = []
        }
        try store.save(StoredObjectManager.keyed(objects))
        return objects
    }
}
