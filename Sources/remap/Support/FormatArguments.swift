import ArgumentParser
import ObjectMapping
import RemapKit

// The payload formats remap reads and writes are the library's own `MappingFormat`, which also
// detects a file's format and reads and writes it. ObjectMapping and RemapKit stay free of
// ArgumentParser, so the command line's conformances live here, the only place that needs them.
extension MappingFormat: ExpressibleByArgument {}
extension ModelStyle: ExpressibleByArgument {}
extension ExampleModel: ExpressibleByArgument {}

/// What `--to` produces.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case tree
    case json
    case xml
}
