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
            let explainer = try MappingFileExplainer(path: mapping)
            let input = try PayloadInput.load(path: file, format: format)
            print(try explainer.explain(input, className: className, keyPath: keypath))
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
}
