import Foundation
import InstantModel
import ObjectMapping

/// The payload remap works on: a file, standard input (`-`), or the bundled example.
package struct PayloadInput {
    package var data: Data
    package var format: MappingFormat
    /// How to name the source in messages.
    package var source: String

    package init(data: Data, format: MappingFormat, source: String) {
        self.data = data
        self.format = format
        self.source = source
    }

    /// Reads `path` (`-` for standard input; nil for the bundled example), judging the format from the
    /// extension, else from the content, unless `format` says.
    package static func load(path: String?, format: MappingFormat?) throws -> PayloadInput {
        guard let path else {
            let example = ExamplePayloads.default
            return PayloadInput(data: Data(example.text.utf8), format: format ?? example.format, source: example.name)
        }
        let data: Data
        let source: String
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
            source = "<stdin>"
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw RemapError("cannot read \(path): \((error as NSError).localizedDescription)")
            }
            source = path
        }
        let detected =
            format ?? MappingFormat(pathExtension: (path as NSString).pathExtension) ?? MappingFormat(sniffing: data)
        return PayloadInput(data: data, format: detected, source: source)
    }

    /// The payload tree; a malformed payload is bad input with its line and column.
    package func parse() throws -> Node {
        do {
            return try format.read(data)
        } catch {
            throw RemapError(parse: error, source: source)
        }
    }
}
