import Foundation

/// Writes the queries of one class as `enum <Class>Queries`: one static function per method that
/// fetched, returning the `StoreQuery` that asks the store the same question, and a TODO for each
/// fetch that could not be written.
enum QueryEmitter {
    static func file(for found: MigratedQueries) -> String {
        var lines = ["import Foundation", "import InstantStore", ""]
        let sources = Set(found.queries.map(\.file) + found.todos.map(\.file)).map {
            ($0 as NSString).lastPathComponent
        }
        lines.append(
            "/// The fetches of \(sources.sorted().joined(separator: " and ")) as store queries, migrated from their")
        lines.append("/// `NSPredicate` formats, `NSSortDescriptor`s and fetch limits.")
        lines.append("enum \(found.className)Queries {")
        var body: [[String]] = []
        for query in found.queries { body.append(function(query)) }
        for todo in found.todos { body.append(SwiftEmitter.todoLines(todo, indent: 4)) }
        lines += body.enumerated().flatMap { $0.offset == 0 ? $0.element : [""] + $0.element }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    private static let lineLength = 120

    private static func function(_ query: MigratedQuery) -> [String] {
        let place = "\((query.file as NSString).lastPathComponent):\(query.line)"
        var lines = ["    /// `\(query.selector)` (\(place))" + (query.formats.isEmpty ? "." : ":")]
        for format in query.formats { lines.append("    /// `\(format)`.") }
        let parameters = query.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        lines.append("    static func \(query.name)(\(parameters)) -> StoreQuery {")
        var rest: [String] = []
        if !query.sortKeys.isEmpty { rest.append("sortedBy: [\(query.sortKeys.joined(separator: ", "))]") }
        if let limit = query.limit { rest.append("limit: \(limit)") }
        let inline = query.predicate?.inline() ?? ".all"
        let arguments = ["\(query.model).self", "where: \(inline)"] + rest
        if let call = call(arguments, indent: 8, prefix: "") {
            lines += call
        } else {
            // The predicate is too long for one line: a `let` laid out as lists.
            lines += block(query.predicate ?? .leaf(".all"), indent: 8, top: true)
            lines +=
                call(["\(query.model).self", "where: predicate"] + rest, indent: 8, prefix: "return ")
                ?? ["        return StoreQuery(\(query.model).self, where: predicate)"]
        }
        return lines + ["    }"]
    }

    /// `StoreQuery(arguments)` on one line, else with the arguments filled onto the next lines as
    /// `swift format` lays them out; nil when an argument alone is too long for a line.
    private static func call(_ arguments: [String], indent: Int, prefix: String) -> [String]? {
        let pad = String(repeating: " ", count: indent)
        let one = pad + prefix + "StoreQuery(" + arguments.joined(separator: ", ") + ")"
        if one.count <= lineLength { return [one] }
        var lines = [pad + prefix + "StoreQuery("]
        var current = ""
        let inner = pad + "    "
        for (index, argument) in arguments.enumerated() {
            let piece = argument + (index == arguments.count - 1 ? ")" : ",")
            if inner.count + piece.count > lineLength { return nil }
            if current.isEmpty {
                current = inner + piece
            } else if current.count + 1 + piece.count <= lineLength {
                current += " " + piece
            } else {
                lines.append(current)
                current = inner + piece
            }
        }
        return lines + [current]
    }

    /// A predicate laid out as `.and([…])`/`.or([…])` lists, its items filled onto lines, an item too
    /// long for a line laid out the same way on lines of its own. `top`: the `let predicate` line.
    private static func block(_ predicate: SwiftPredicate, indent: Int, top: Bool, suffix: String = "") -> [String] {
        let pad = String(repeating: " ", count: indent)
        let head = top ? "let predicate = StorePredicate" : ""
        let parts: [SwiftPredicate]
        let name: String
        switch predicate {
        case .and(let items): (parts, name) = (items, "and")
        case .or(let items): (parts, name) = (items, "or")
        default: return [pad + (top ? "let predicate: StorePredicate = " : "") + predicate.inline() + suffix]
        }
        if !top, (pad + predicate.inline() + suffix).count <= lineLength { return [pad + predicate.inline() + suffix] }
        var lines = [pad + head + ".\(name)(["]
        var current = ""
        let inner = pad + "    "
        for part in parts {
            let text = part.inline() + ","
            if inner.count + text.count > lineLength {
                if !current.isEmpty { lines.append(current) }
                current = ""
                lines += block(part, indent: indent + 4, top: false, suffix: ",")
            } else if current.isEmpty {
                current = inner + text
            } else if current.count + 1 + text.count <= lineLength {
                current += " " + text
            } else {
                lines.append(current)
                current = inner + text
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines + [pad + "])" + suffix]
    }
}
