// The child process of the store's kill test (InstantStoreTests' StoreKillTests): maps `count`
// records from a JSON payload through the store's identity scope, then saves them again and again,
// each save one transaction giving every record the next generation, and prints
// `saved <generation>` after each commit, until it has saved `generations` times or is killed.
//
// Usage: StoreSaveChild <database path> <count> <generations>
import Foundation
import InstantModel
import InstantStore
import ObjectMapping

@Model final class KillRecord: ObjectMappable {
    var recordID: Int?
    var generation: Int = 0
    var title: String?
    var price: Decimal?
    init() {}
    static let elementToPropertyMappings = [
        "id": "recordID", "generation": "generation", "title": "title", "price": "price",
    ]
    static let primaryKeyProperty: String? = "recordID"
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]), let generations = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: StoreSaveChild <database> <count> <generations>\n".utf8))
    exit(2)
}
do {
    let store = try SQLiteObjectStore(path: arguments[1], models: [KillRecord.self])
    let stored = try store.fetch(KillRecord.self, matching: ["recordID": 0]).first?.generation ?? 0
    var payload = "["
    payload.reserveCapacity(count * 80)
    for index in 0..<count {
        if index > 0 { payload += "," }
        payload += #"{"id":\#(index),"generation":\#(stored),"title":"record \#(index)","price":"\#(index).25"}"#
    }
    payload += "]"
    // Mapped without the store's scope (which would load each stored record first): the save
    // registers them there.
    let records = try ObjectMapper().map(Data(payload.utf8), to: [KillRecord].self).value
    FileHandle.standardOutput.write(Data("mapped\n".utf8))
    for generation in (stored + 1)...(stored + generations) {
        for record in records { record.generation = generation }
        try store.save(records)
        FileHandle.standardOutput.write(Data("saved \(generation)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("StoreSaveChild: \(error)\n".utf8))
    exit(1)
}
