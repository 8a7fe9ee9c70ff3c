import ArgumentParser
import Foundation
import InstantModel
import ObjectMapping
import RemapKit

/// `remap explain FILE --model NAME` or `remap explain FILE --mapping MAPPINGS.json`: shows how a
/// payload maps onto a bundled example model, or onto classes described by a mapping file.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show, keypath by keypath, how a payload maps onto a model or onto the classes of a mapping file.",
        discussion: "Models: " + ExampleModel.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")
            + ". A mapping file holds Objective-C-style mapping dictionaries (elementToPropertyMappings, "
            + "elementToRelationshipMappings, jsonMapping, registered element names, value types); see the README."
    )

    @Argument(help: "A JSON or XML file, or - for standard input. Omit it to use the model's bundled example.")
    var file: String?

    @Option(help: "The example model: \(ExampleModel.allCases.map(\.rawValue).joined(separator: ", ")).")
    var model: ExampleModel?

    @Option(help: "A JSON file of mapping dictionaries to check against the payload, instead of --model.")
    var mapping: String?

    @Option(name: .customLong("class"), help: "With --mapping: the class the payload maps onto.")
    var className: String?

    @Option(help: "Where the object sits in the payload, such as user or response.user (no list indexes).")
    var keypath: String?

    @Option(help: "Read the input as json or xml, whatever its name or content suggests.")
    var format: MappingFormat?

    func validate() throws {
        switch (model, mapping) {
        case (nil, nil): throw ValidationError("give --model NAME or --mapping FILE")
        case (.some, .some): throw ValidationError("give --model or --mapping, not both")
        case (nil, .some):
            if file == nil { throw ValidationError("--mapping needs a payload file (or - for standard input)") }
        case (.some, nil):
            if className != nil { throw ValidationError("--class goes with --mapping") }
        }
    }

    func run() throws {
        if let mapping {
            try explainWithMappingFile(mapping)
            return
        }
        guard let model else { return }
        let input: PayloadInput
        if let file {
            input = try PayloadInput.load(path: file, format: format)
        } else {
            let example = model.examplePayload
            FileHandle.standardError.write(
                Data("remap: no file given; using the bundled example \(example.name)\n".utf8))
            input = PayloadInput(data: Data(example.text.utf8), format: format ?? example.format, source: example.name)
        }
        _ = try input.parse()  // reports a malformed payload with its position
        let explanation: MappingExplanation
        do {
            explanation = try model.explain(input)
        } catch let error as MappingError {
            throw RemapError("\(error)")
        }
        print(ExplanationPrinter.render(explanation))
    }

    /// Maps the payload onto the classes of a mapping file, through the same engine as compiled models.
    private func explainWithMappingFile(_ path: String) throws {
        let classes: DynamicClassSet
        let mappingFile = try MappingFile.load(path: path)
        do {
            classes = try DynamicClassSet(mappingFile)
        } catch {
            throw RemapError("\(path): \(error.place): \(error.message)")
        }
        let input = try PayloadInput.load(path: file, format: format)
        let node = try input.parse()
        let name = try rootClassName(in: mappingFile, payload: node, mappingPath: path)
        let spec = mappingFile.classes.first { $0.name == name }!
        let type = classes.types[name]!
        let keyPath = keypath ?? mappingFile.keyPath
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
        print(classes.naming(ExplanationPrinter.render(explanation)))
    }

    /// `--class`, else the file's `root`, else the class registered for the payload's root element,
    /// else the file's first class.
    private func rootClassName(in file: MappingFile, payload: Node, mappingPath: String) throws -> String {
        if let className {
            guard file.classes.contains(where: { $0.name == className }) else {
                throw RemapError(
                    "\(mappingPath) has no class \"\(className)\"; it has "
                        + file.classes.map(\.name).joined(separator: ", "))
            }
            return className
        }
        if let root = file.root { return root }
        if case .object(let object) = payload, object.count == 1, let element = object.keys.first,
            let registered = file.registeredElements.first(where: { $0.element == element })
        {
            return registered.className
        }
        return file.classes[0].name
    }
}

/// Lays out a mapping explanation as a table followed by the errors.
enum ExplanationPrinter {
    static func render(_ explanation: MappingExplanation) -> String {
        var lines = ["\(explanation.modelType) (keypaths from \(explanation.scheme))", ""]
        let header = ["KEYPATH", "MATCHED", "VALUE", "PROPERTY", "RESULT"]
        var rows = [header]
        for row in explanation.rows {
            let matched: String
            let result: String
            switch row.outcome {
            case .mapped: (matched, result) = ("yes", "mapped")
            case .null: (matched, result) = ("yes", "null (skipped or cleared)")
            case .absent: (matched, result) = ("no", "absent")
            case .failed(let message): (matched, result) = ("yes", "ERROR: " + message)
            }
            rows.append([
                row.keyPath, matched, row.value.map { $0.briefDescription } ?? "-",
                "\(row.property): \(row.propertyType)", result,
            ])
        }
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            lines.append(
                row.enumerated().map { column, cell in
                    column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                }.joined(separator: "  "))
        }
        lines.append("")
        if explanation.errors.isEmpty {
            lines.append("No conversion errors.")
        } else {
            lines.append("Conversion errors:")
            for error in explanation.errors { lines.append("  \(error.keyPath): \(error.message)") }
        }
        return lines.joined(separator: "\n")
    }
}
