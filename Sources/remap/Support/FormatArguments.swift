import ArgumentParser
import ObjectMapping

// The payload formats remap reads and writes are the library's own `MappingFormat`, which also
// detects a file's format and reads and writes it. ObjectMapping stays free of ArgumentParser, so the
// command line's conformance lives here, the only place that needs it.
extension MappingFormat: ExpressibleByArgument {}

/// What `--to` produces.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case tree
    case json
    case xml
}
