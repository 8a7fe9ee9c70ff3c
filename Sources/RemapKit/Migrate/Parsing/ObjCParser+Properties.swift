/// `@property` declarations: attributes, type words, nullability, several names on one line.
extension ObjCParser {
    private static let nullabilityWords: [String: Bool] = [
        "nullable": false, "_Nullable": false, "__nullable": false, "nonnull": true, "_Nonnull": true,
        "__nonnull": true,
    ]
    private static let ignoredTypeWords: Set<String> = [
        "IBOutlet", "__weak", "__strong", "__unsafe_unretained", "const", "__kindof", "null_unspecified",
        "_Null_unspecified", "unsigned", "signed",
    ]

    /// `@property (attributes) Type *name, *other;`
    mutating func property() throws(ObjCSyntaxError) -> [ObjCProperty] {
        let start = tokens[position]
        position += 1
        var attributes: [String] = []
        if current?.isPunct("(") == true {
            position += 1
            while current?.isPunct(")") == false {
                var attribute = try identifier("a property attribute")
                if current?.isPunct("=") == true {
                    position += 1
                    attribute += "=" + (try identifier("a method name"))
                    if current?.isPunct(":") == true {
                        position += 1
                        attribute += ":"
                    }
                }
                attributes.append(attribute)
                if current?.isPunct(",") == true { position += 1 }
            }
            try expect(")", after: "the property attributes")
        }
        var nonnull: Bool? = attributes.lazy.compactMap { Self.nullabilityWords[$0] }.first
        var typeWords: [String] = []
        var generic: String?
        while let word = current?.identifier, Self.ignoredTypeWords.contains(word) || Self.nullabilityWords[word] != nil
        {
            position += 1
        }
        typeWords.append(try identifier("a property type"))
        while let word = current?.identifier, ["long", "int", "short", "double"].contains(word),
            position + 1 < tokens.count, tokens[position + 1].identifier != nil
        {
            typeWords.append(word)
            position += 1
        }
        if current?.isPunct("<") == true {
            position += 1
            var inner: [String] = []
            while let token = current, !token.isPunct(">") {
                if let word = token.identifier, !Self.ignoredTypeWords.contains(word) { inner.append(word) }
                position += 1
            }
            try expect(">", after: "the generic parameters")
            generic = inner.first
        }
        var properties: [ObjCProperty] = []
        while true {
            var isObject = typeWords == ["id"]
            while let token = current {
                if token.isPunct("*") {
                    isObject = true
                } else if let word = token.identifier, let value = Self.nullabilityWords[word] {
                    nonnull = value
                } else if let word = token.identifier, Self.ignoredTypeWords.contains(word) {
                } else {
                    break
                }
                position += 1
            }
            let name = try identifier("a property name")
            properties.append(
                ObjCProperty(
                    name: name, typeName: typeWords.joined(separator: " "), isObject: isObject, genericElement: generic,
                    attributes: attributes, file: path, nonnull: nonnull ?? (assumesNonnull && isObject ? true : nil),
                    line: start.line))
            while let word = current?.identifier,
                word.hasPrefix("__") || word.hasPrefix("NS_") || word.hasPrefix("API_")
            {
                position += 1
                if current?.isPunct("(") == true { try skipParentheses() }
            }
            guard current?.isPunct(",") == true else { break }
            position += 1
        }
        try expect(";", after: "the property \(properties.last?.name ?? "")")
        return properties
    }

    mutating func skipParentheses() throws(ObjCSyntaxError) {
        var depth = 0
        repeat {
            guard let token = current else { throw error("'(' is never closed") }
            if token.isPunct("(") { depth += 1 }
            if token.isPunct(")") { depth -= 1 }
            position += 1
        } while depth > 0
    }
}
