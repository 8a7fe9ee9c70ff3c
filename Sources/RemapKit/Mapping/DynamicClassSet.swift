import InstantModel
import ObjectMapping

/// The classes of a mapping file, made into model types the engine maps like any other.
package struct DynamicClassSet {
    /// The model type of each class, by name.
    package let types: [String: any DynamicModelType.Type]
    /// The file the classes came from.
    let file: MappingFile
    /// Each type's Swift description, paired with its class name, longest first (for messages).
    private let displayNames: [(swiftName: String, name: String)]

    /// Builds a type for each class of `file`; mistakes are reported with their place in the file.
    package init(_ file: MappingFile) throws(MappingFileError) {
        self.file = file
        let slots = DynamicClassRegistry.shared.reserveSlots(file.classes.count)
        var types: [String: any DynamicModelType.Type] = [:]
        for (spec, slot) in zip(file.classes, slots) { types[spec.name] = dynamicModelType(at: slot) }
        let classNames = Set(file.classes.map(\.name))
        let registered = Dictionary(
            file.registeredElements.map { ($0.element, $0.className) }, uniquingKeysWith: { $1 })
        for (spec, slot) in zip(file.classes, slots) {
            let place = "classes.\(spec.name)"
            var declared: [String: PropertyTypeName] = [:]
            for (property, text) in spec.types {
                guard let type = PropertyTypeName(text, classNames: classNames) else {
                    throw MappingFileError(
                        place: "\(place).types.\(property)",
                        message:
                            "unknown type \"\(text)\"; expected \(PropertyTypeName.knownNames(classNames: file.classes.map(\.name)))"
                    )
                }
                declared[property] = type
            }
            for (element, property) in spec.elementToRelationshipMappings {
                if let type = declared[property] {
                    guard type.className != nil else {
                        throw MappingFileError(
                            place: "\(place).types.\(property)",
                            message: "\"\(property)\" is a relationship (\(element)), so its type must name a class")
                    }
                    continue
                }
                // As RKObjectMapper.m's -setRelationshipsOfModel:fromElements: did (0.9.2): the class is
                // the one registered for the keypath's last element (`tasks.task` holds `task`
                // elements); the property's declared type chose one or many, here a keypath of two or
                // more elements means many.
                let member = String(element.split(separator: ".").last ?? "")
                guard let className = registered[member] else {
                    throw MappingFileError(
                        place: "\(place).elementToRelationshipMappings.\(element)",
                        message: "no class for \"\(property)\": register the element \"\(member)\" in "
                            + "registeredElements, or give \"\(property)\" a type such as \"[ClassName]\"")
                }
                declared[property] = element.contains(".") ? .modelArray(className) : .model(className)
            }
            let accessors = spec.propertyNames.map { property in
                switch declared[property] ?? .scalar(.any) {
                case .scalar(let scalar): scalar.accessor(property, isArray: false)
                case .scalarArray(let scalar): scalar.accessor(property, isArray: true)
                case .model(let name): types[name]!.toOneAccessor(property)
                case .modelArray(let name): types[name]!.toManyAccessor(property)
                }
            }
            DynamicClassRegistry.shared.store(
                DynamicClassDefinition(
                    name: spec.name, table: PropertyTable(accessors),
                    elementToPropertyMappings: Dictionary(
                        spec.elementToPropertyMappings.map { ($0.element, $0.property) }, uniquingKeysWith: { $1 }),
                    elementToRelationshipMappings: Dictionary(
                        spec.elementToRelationshipMappings.map { ($0.element, $0.property) }, uniquingKeysWith: { $1 }),
                    jsonMapping: Dictionary(
                        spec.jsonMapping.map { ($0.property, $0.keyPath) }, uniquingKeysWith: { $1 }),
                    primaryKeyProperty: spec.primaryKeyProperty),
                at: slot)
        }
        self.types = types
        displayNames = types.map { (swiftName: String(describing: $0.value), name: $0.key) }
            .sorted { $0.swiftName.count > $1.swiftName.count }
    }

    /// A property type as the explanation shows it: class names for the dynamic types, and `Any`
    /// for untyped properties (which hold the payload value as it is).
    package func typeName(_ text: String) -> String {
        naming(text).replacingOccurrences(of: "Optional<Node>", with: "Any").replacingOccurrences(
            of: "Array<Node>", with: "Array<Any>")
    }

    /// `text` with the dynamic types' Swift names replaced by their class names.
    package func naming(_ text: String) -> String {
        var result = text
        for (swiftName, name) in displayNames where result.contains(swiftName) {
            result = result.replacingOccurrences(of: swiftName, with: name)
        }
        return result
    }
}
