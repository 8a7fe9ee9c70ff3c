import InstantModel

/// Swift names for payload keys: snake and kebab case to camelCase, keywords and names the models'
/// protocols already use renamed, duplicates numbered.
package enum SwiftNames {
    /// `first_name`, `first-name` and `FirstName` are all `firstName`; a name that would be a keyword
    /// or a member the model protocols use (`type`, `description`) gets a `Value` suffix.
    static func propertyName(for key: String) -> String {
        var words = self.words(of: key)
        guard let first = words.first else { return "value" }
        words[0] =
            first.allSatisfy(\.isUppercase) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        var name = words[0] + words.dropFirst().map(capitalized).joined()
        if let leading = name.first, leading.isNumber { name = "value" + name }
        return reservedMembers.contains(name) ? name + "Value" : name
    }

    /// `line_items` is `LineItem` for an array's elements (`singular`), `LineItems` otherwise; a name
    /// the standard library, Foundation or this package declares (`Task`, `Date`, `Model`) gets a
    /// `Record` suffix.
    package static func typeName(for key: String, singular: Bool, avoidingStandardNames: Bool = true) -> String {
        var words = self.words(of: key)
        if singular, let last = words.last { words[words.count - 1] = Inflector.singularize(last) }
        var name = words.map(capitalized).joined()
        if name.isEmpty { name = "Item" }
        if let leading = name.first, leading.isNumber { name = "Item" + name }
        return avoidingStandardNames && reservedTypes.contains(name) ? name + "Record" : name
    }

    /// Whether `name` can name a type as it is written.
    package static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && !keywords.contains(name)
    }

    /// `name`, or `name2`, `name3`… the first not in `used`, which then holds it.
    static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// The ASCII letter-and-digit runs of a key; everything else separates words.
    private static func words(of key: String) -> [String] {
        key.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Swift's keywords (those that cannot name a property or type without backticks).
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "some", "any", "Type", "Protocol",
    ]

    /// Keywords, and the members `NSObject`-style models and this package's protocols already have.
    private static let reservedMembers: Set<String> = keywords.union([
        "type", "description", "debugDescription", "hash", "hashValue", "copy", "objectID",
        "jsonMapping", "jsonRepresentation", "elementToPropertyMappings", "elementToRelationshipMappings",
        "relationshipsToSerialize", "propertiesForSerialization", "relationshipsForSerialization",
        "primaryKeyProperty", "resourceEndpoint", "codingKeys",
    ])

    /// Types a generated name must not shadow.
    private static let reservedTypes: Set<String> = keywords.union([
        "Task", "Type", "String", "Int", "Int64", "Double", "Float", "Bool", "Date", "URL", "Data", "Array",
        "Dictionary", "Set", "Error", "Result", "Optional", "Character", "Never", "Void", "Element", "Key",
        "Value", "Codable", "Decoder", "Encoder", "CodingKeys", "Model", "Node", "Mappable", "JSONMappable",
        "ObjectMappable", "ObjectMapper", "Foundation", "InstantModel", "ObjectMapping", "Item",
    ])
}
