import ArgumentParser
import Foundation
import InstantModel
import InstantRemoteStore
import InstantStore
import ObjectMapping
import RemapKit

/// `remap seed FILES --mapping MAPPINGS.json --class NAME --output STORE.sqlite`: builds a store
/// database from payload files and the classes of a mapping file (RestKit 0.9.2's
/// `RKManagedObjectSeeder`), for an app to ship and open as its seed.
struct Seed: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build a store database (SQLite) from JSON or XML payload files and a mapping file.",
        discussion: "Each file is mapped onto --class (which must declare primaryKeyProperty) and saved in one "
            + "transaction; tables are named after the mapping file's classes.")

    @Argument(help: "The JSON or XML payload files (.xml: XML, otherwise JSON).")
    var files: [String]

    @Option(help: "A JSON file of mapping dictionaries describing the classes.")
    var mapping: String

    @Option(name: .customLong("class"), help: "The class the payloads map onto.")
    var className: String

    @Option(help: "Where the objects sit in each payload, such as users or users.user.")
    var keypath: String?

    @Option(help: "The database to create or add to.")
    var output: String

    func run() throws {
        let mappingFile = try MappingFile.load(path: mapping)
        let classes: DynamicClassSet
        do {
            classes = try DynamicClassSet(mappingFile)
        } catch {
            throw RemapError("\(mapping): \(error.place): \(error.message)")
        }
        guard let type = classes.types[className] else {
            throw RemapError(
                "\(mapping): no class \(className) (classes: \(classes.types.keys.sorted().joined(separator: ", ")))")
        }
        var mapper = ObjectMapper()
        for (element, name) in mappingFile.registeredElements {
            if let registered = classes.types[name] { mapper.registerClass(registered, forElementNamed: element) }
        }
        do {
            let seeder = StoreSeeder(store: try SQLiteObjectStore(path: output, models: [type]), mapper: mapper)
            for file in files {
                let objects = try seeder.seedObjects(
                    fromFile: URL(fileURLWithPath: file), toClass: type, keyPath: keypath)
                print("\(file): \(objects.count) \(className) objects saved to \(output)")
            }
        } catch let error as StoreError {
            throw RemapError(error.description)
        }
    }
}

/// A mapping file's class keeps its rows in a table of its own name.
extension DynamicModel: StoreTableNaming {
    package static var storeTableName: String { DynamicClassRegistry.shared.definition(at: Slot.index).name }
}
