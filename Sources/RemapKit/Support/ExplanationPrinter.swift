import InstantModel

/// Lays out a mapping explanation as a table followed by the errors.
package enum ExplanationPrinter {
    package static func render(_ explanation: MappingExplanation) -> String {
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
