import InstantModel
import ObjectMapping

/// `remap explain PAYLOAD --mapping FILE` without its I/O: maps a payload onto the classes of a
/// mapping file, through the same engine as compiled models, and lays out what happened.
package struct MappingFileExplainer {
    package let mappingFile: MappingFile
    package let classes: DynamicClassSet
    /// How messages name the mapping file.
    private let path: String

    /// Reads the mapping file at `path` and makes its classes; errors name the file and the place in it.
    package init(path: String) throws {
        try self.init(MappingFile.load(path: path), path: path)
    }

    /// Makes the classes of `mappingFile`, read from `path`.
    package init(_ mappingFile: MappingFile, path: String) throws {
        do {
            classes = try DynamicClassSet(mappingFile)
        } catch {
            throw RemapError("\(path): \(error.place): \(error.message)")
        }
        self.mappingFile = mappingFile
        self.path = path
    }

    /// The explanation of `input` mapped onto `className` (else the file's root class, else the
    /// class registered for the payload's root element, else the file's first class), at `keyPath`
    /// (else the file's), as remap prints it.
    package func explain(_ input: PayloadInput, className: String?, keyPath: String?) throws -> String {
        let node = try input.parse()
        let name = try rootClassName(className, payload: node)
        let spec = mappingFile.classes.first { $0.name == name }!
        let type = classes.types[name]!
        let keyPath = keyPath ?? mappingFile.keyPath
        var explanation: MappingExplanation
        do {
            if spec.usesElementMappings {
                var mapper = ObjectMapper(format: input.format == .xml ? .xml : .json)
                for (element, className) in mappingFile.registeredElements {
                    mapper.registerClass(classes.types[className]!, forElementNamed: element)
                }
                explanation = try mapper.explain(input.data, as: type, keyPath: keyPath)
            } else {
                var located = node
                if let keyPath {
                    guard let found = try KeyValuePath(keyPath).evaluate(on: node) else {
                        throw RemapError("\(input.source) has nothing at \(keyPath)")
                    }
                    located = found
                }
                explanation = try MappingExplanation.explain(located, as: type, scheme: JSONMappingScheme())
            }
        } catch let error as MappingError {
            throw RemapError(classes.naming("\(error)"))
        } catch let error as KeyPathError {
            throw RemapError("bad keypath: \(error)")
        }
        explanation.modelType = name
        for index in explanation.rows.indices {
            explanation.rows[index].propertyType = classes.typeName(explanation.rows[index].propertyType)
        }
        return classes.naming(ExplanationPrinter.render(explanation))
    }

    /// `className`, else the file's `root`, else the class registered for the payload's root element,
    /// else the file's first class.
    private func rootClassName(_ className: String?, payload: Node) throws -> String {
        if let className {
            guard mappingFile.classes.contains(where: { $0.name == className }) else {
                throw RemapError(
                    "\(path) has no class \"\(className)\"; it has "
                        + mappingFile.classes.map(\.name).joined(separator: ", "))
            }
            return className
        }
        if let root = mappingFile.root { return root }
        if case .object(let object) = payload, object.count == 1, let element = object.keys.first,
            let registered = mappingFile.registeredElements.first(where: { $0.element == element })
        {
            return registered.className
        }
        return mappingFile.classes[0].name
    }
}
