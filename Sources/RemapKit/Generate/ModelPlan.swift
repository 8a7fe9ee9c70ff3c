/// The Swift types chosen for the samples: one class per place in the payload that held objects,
/// the root first, then the others in the order the samples first show them.
struct ModelPlan {
    /// A class or struct to write.
    struct ModelType {
        var name: String
        var properties: [Property]
    }

    /// One property: its Swift name and type, and where its value sits in the payload.
    struct Property {
        enum Kind: Equatable {
            case scalar(ScalarKind)
            case scalars(ScalarKind)
            case model(String)
            case models(String)
        }
        var name: String
        /// The payload's key, as written there.
        var key: String
        /// The element name of an XML-style list (`task` for `tasks.task`).
        var listElementName: String?
        var kind: Kind
        var isOptional: Bool

        /// The keypath of the value in the object: the key (dots escaped), then the list's element.
        var keyPath: String {
            let escaped = key.replacingOccurrences(of: ".", with: "\\.")
            guard let listElementName else { return escaped }
            return escaped + "." + listElementName.replacingOccurrences(of: ".", with: "\\.")
        }

        /// Whether the property holds models (a relationship, in RestKit's words).
        var isRelationship: Bool {
            switch kind {
            case .model, .models: true
            case .scalar, .scalars: false
            }
        }
    }

    var types: [ModelType] = []
    /// What the samples left undecided, for standard error: `user.tags: …`.
    var notes: [String] = []

    /// Plans the types for `root`, named `rootName`; nested types are named after their key and
    /// prefixed with the root's name (`UserAddress`), so models generated from different payloads
    /// into one module do not collide.
    init(root: ObjectShape, rootName: String) {
        var used: Set<String> = [rootName]
        var pending: [(name: String, shape: ObjectShape)] = [(rootName, root)]
        var index = 0
        while index < pending.count {
            let (name, shape) = pending[index]
            index += 1
            var propertyNames: Set<String> = []
            var properties: [Property] = []
            for key in shape.keys {
                guard let field = shape.fields[key] else { continue }
                let value = field.value.foldingListsOfOne().foldingScalarsIntoObjects()
                let optional = field.present < shape.count || value.nullCount > 0
                let propertyName = SwiftNames.unique(SwiftNames.propertyName(for: key), in: &propertyNames)
                var listElementName: String?
                let kind: Property.Kind
                let place = name + "." + key
                if !value.scalars.isEmpty, value.object != nil || value.element != nil {
                    notes.append(
                        "\(place) holds scalars beside objects or arrays in the samples; the scalars will not map")
                }
                if let element = value.element, value.object == nil {
                    listElementName = value.listElementName
                    if let object = element.object {
                        let typeKey = listElementName ?? key
                        let typeName = SwiftNames.unique(
                            rootName
                                + SwiftNames.typeName(
                                    for: typeKey, singular: listElementName == nil, avoidingStandardNames: false),
                            in: &used)
                        pending.append((typeName, object))
                        kind = .models(typeName)
                    } else {
                        if element.element != nil {
                            notes.append(
                                "\(place) holds arrays of arrays, which remap does not type; written as [String]")
                        } else if element.scalars.isEmpty {
                            notes.append("\(place) is an empty array in every sample; written as [String]")
                        }
                        kind = .scalars(ScalarKind.resolve(element.scalars))
                    }
                } else if let object = value.object {
                    let typeName = SwiftNames.unique(
                        rootName + SwiftNames.typeName(for: key, singular: false, avoidingStandardNames: false),
                        in: &used)
                    pending.append((typeName, object))
                    kind = .model(typeName)
                } else {
                    if value.scalars.isEmpty {
                        notes.append("\(place) is null or empty in every sample; written as String?")
                    }
                    kind = .scalar(ScalarKind.resolve(value.scalars))
                }
                properties.append(
                    Property(
                        name: propertyName, key: key, listElementName: listElementName, kind: kind,
                        isOptional: optional))
            }
            types.append(ModelType(name: name, properties: properties))
        }
    }
}
