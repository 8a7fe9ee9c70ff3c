import Foundation
import InstantModel

/// A mapping file: the mapping dictionaries of Objective-C model classes, as JSON, for
/// `remap explain --mapping` (the format is documented in Compatibility/CheckingMappings.md; `remap migrate
/// --mapping-file` writes it from Objective-C sources).
///
/// ```json
/// {
///   "registeredElements": {"user": "User", "task": "Task"},
///   "classes": {
///     "User": {
///       "elementToPropertyMappings": {"id": "userID", "name": "name", "created_at": "createdAt"},
///       "elementToRelationshipMappings": {"tasks.task": "tasks"},
///       "types": {"userID": "Int", "createdAt": "Date", "tasks": "[Task]"}
///     },
///     "Task": {"elementToPropertyMappings": {"id": "taskID", "title": "title"}, "types": {"taskID": "Int"}}
///   }
/// }
/// ```
package struct MappingFile {
    /// One class: its mapping dictionaries and the value types of its properties.
    package struct ClassSpec {
        package var name: String
        var elementToPropertyMappings: [(element: String, property: String)] = []
        var elementToRelationshipMappings: [(element: String, property: String)] = []
        var jsonMapping: [(property: String, keyPath: String)] = []
        var types: [(property: String, type: String)] = []
        var primaryKeyProperty: String?

        /// Every property the class names, in the order the file names them.
        var propertyNames: [String] {
            var seen = Set<String>()
            let all =
                elementToPropertyMappings.map(\.property) + elementToRelationshipMappings.map(\.property)
                + jsonMapping.map(\.property) + types.map(\.property)
            return all.filter { seen.insert($0).inserted }
        }

        /// Whether the class maps the RestKit way (it has element mappings) rather than by `jsonMapping`.
        package var usesElementMappings: Bool {
            !elementToPropertyMappings.isEmpty || !elementToRelationshipMappings.isEmpty
        }
    }

    /// The classes, in file order.
    package var classes: [ClassSpec]
    /// Element name → class name (`-registerClass:forElementNamed:`).
    package var registeredElements: [(element: String, className: String)]
    /// The class the payload maps onto, when the file names it.
    package var root: String?
    /// Where the object sits in the payload, when the file says.
    package var keyPath: String?

    /// Reads the mapping file at `path`; errors name the file and the place in it.
    package static func load(path: String) throws -> MappingFile {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RemapError("cannot read \(path): \((error as NSError).localizedDescription)")
        }
        let node: Node
        do {
            node = try Node(jsonData: data)
        } catch {
            throw RemapError(parse: error, source: path)
        }
        do {
            return try MappingFile(node)
        } catch {
            throw RemapError("\(path): \(error.place): \(error.message)")
        }
    }

    /// Reads a mapping file's tree.
    init(_ node: Node) throws(MappingFileError) {
        let top = try Self.object(node, at: "")
        try Self.allowOnly(["classes", "registeredElements", "root", "keyPath"], in: top, at: "")
        guard let classesNode = top["classes"] else {
            throw MappingFileError(place: "the top level", message: #"no "classes" object"#)
        }
        let classesObject = try Self.object(classesNode, at: "classes")
        guard !classesObject.isEmpty else { throw MappingFileError(place: "classes", message: "no classes") }
        classes = []
        for (name, body) in classesObject {
            classes.append(try Self.classSpec(name: name, body, at: "classes.\(name)"))
        }
        registeredElements = try Self.pairs(top["registeredElements"], at: "registeredElements").map {
            (element: $0.0, className: $0.1)
        }
        root = try top["root"].map { value throws(MappingFileError) in try Self.string(value, at: "root") }
        keyPath = try top["keyPath"].map { value throws(MappingFileError) in try Self.string(value, at: "keyPath") }
        let names = Set(classes.map(\.name))
        for (element, className) in registeredElements where !names.contains(className) {
            throw MappingFileError(
                place: "registeredElements.\(element)", message: "names class \"\(className)\", which is not in classes"
            )
        }
        if let root, !names.contains(root) {
            throw MappingFileError(place: "root", message: "names class \"\(root)\", which is not in classes")
        }
    }

    private static func classSpec(name: String, _ node: Node, at place: String) throws(MappingFileError) -> ClassSpec {
        let body = try object(node, at: place)
        try allowOnly(
            [
                "elementToPropertyMappings", "elementToRelationshipMappings", "jsonMapping", "types",
                "primaryKeyProperty",
            ], in: body, at: place)
        var spec = ClassSpec(name: name)
        spec.elementToPropertyMappings = try pairs(
            body["elementToPropertyMappings"], at: "\(place).elementToPropertyMappings"
        )
        .map { (element: $0.0, property: $0.1) }
        spec.elementToRelationshipMappings = try pairs(
            body["elementToRelationshipMappings"], at: "\(place).elementToRelationshipMappings"
        ).map { (element: $0.0, property: $0.1) }
        spec.jsonMapping = try pairs(body["jsonMapping"], at: "\(place).jsonMapping").map {
            (property: $0.0, keyPath: $0.1)
        }
        spec.types = try pairs(body["types"], at: "\(place).types").map { (property: $0.0, type: $0.1) }
        spec.primaryKeyProperty = try body["primaryKeyProperty"].map { value throws(MappingFileError) in
            try string(value, at: "\(place).primaryKeyProperty")
        }
        if spec.propertyNames.isEmpty {
            throw MappingFileError(place: place, message: "the class maps no properties")
        }
        return spec
    }

    private static func object(_ node: Node, at place: String) throws(MappingFileError) -> NodeObject {
        guard case .object(let object) = node else {
            throw MappingFileError(
                place: place.isEmpty ? "the top level" : place,
                message: "expected an object, found \(node.briefDescription)")
        }
        return object
    }

    private static func string(_ node: Node, at place: String) throws(MappingFileError) -> String {
        guard case .string(let text) = node, !text.isEmpty else {
            throw MappingFileError(place: place, message: "expected a non-empty string, found \(node.briefDescription)")
        }
        return text
    }

    /// A dictionary of strings to strings, in file order (absent: empty).
    private static func pairs(_ node: Node?, at place: String) throws(MappingFileError) -> [(String, String)] {
        guard let node else { return [] }
        var result: [(String, String)] = []
        for (key, value) in try object(node, at: place) {
            result.append((key, try string(value, at: "\(place).\(key)")))
        }
        return result
    }

    private static func allowOnly(_ keys: Set<String>, in object: NodeObject, at place: String) throws(MappingFileError)
    {
        for key in object.keys where !keys.contains(key) {
            throw MappingFileError(
                place: place.isEmpty ? key : "\(place).\(key)",
                message: "unknown key; expected one of \(keys.sorted().joined(separator: ", "))")
        }
    }
}

/// A mistake in a mapping file, at a dotted place in it (`classes.User.types.id`).
package struct MappingFileError: Error {
    package var place: String
    package var message: String
}
