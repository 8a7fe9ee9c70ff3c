import ArgumentParser
import Foundation
import InstantModel
import ObjectMapping

/// `remap explain FILE --model NAME`: shows how a payload maps onto one of the bundled example models.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show, keypath by keypath, how a payload maps onto a bundled example model.",
        discussion: "Models: " + ExampleModel.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")
    )

    @Argument(help: "A JSON or XML file, or - for standard input. Omit it to use the model's bundled example.")
    var file: String?

    @Option(help: "The example model: \(ExampleModel.allCases.map(\.rawValue).joined(separator: ", ")).")
    var model: ExampleModel

    @Option(help: "Where the object sits in the payload, such as user or users.user.0.")
    var keypath: String?

    @Option(help: "Read the input as json or xml, whatever its name or content suggests.")
    var format: PayloadFormat?

    func run() throws {
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
