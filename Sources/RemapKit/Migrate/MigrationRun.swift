import InstantModel

/// One `remap migrate` run without its I/O: the samples and sources go in, the Swift files, the
/// report and the mapping file come out. A source that does not parse is a failure at its line and
/// column; the others still convert.
package struct MigrationRun {
    /// Why sources were not converted (unreadable, not parsed), in the order they were given.
    package private(set) var failures: [String] = []
    /// How many sources were given, converted or not.
    package private(set) var sourceCount = 0
    private var parsed: [ObjCFile] = []
    private var samples = SampleTypes()

    package init() {}

    /// Takes in a sample payload: `NSNumber` properties get the type its values show.
    package mutating func addSample(_ payload: Node) {
        samples.add(payload)
    }

    /// Parses the Objective-C source `text` of the file at `path`.
    package mutating func addSource(_ text: String, path: String) {
        sourceCount += 1
        do {
            parsed.append(try ObjCParser.parse(text, path: path))
        } catch {
            failures.append(error.description)
        }
    }

    /// Counts a source that could not be read, with why.
    package mutating func addUnreadableSource(path: String, reason: String) {
        sourceCount += 1
        failures.append("cannot read \(path): \(reason)")
    }

    /// The migration of every source parsed.
    package func finish() -> MigrationResult {
        let migration = Migration(files: parsed, samples: samples)
        var emitter = SwiftEmitter(migration: migration)
        let files = emitter.files()
        let todos =
            migration.todos + migration.classes.flatMap(\.todos) + migration.setUps.flatMap(\.unconverted)
            + migration.queries.flatMap(\.todos) + emitter.todos
        return MigrationResult(
            migration: migration, files: files.map { (name: $0.name, text: $0.text) },
            todos: todos.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }))
    }
}

/// What a migration wrote and what it left.
package struct MigrationResult {
    /// The classes and set-up found.
    var migration: Migration
    /// One Swift file per model class, per set-up class and per source whose unconverted lines
    /// belong to no class.
    package var files: [(name: String, text: String)]
    /// Everything not converted, by file and line.
    var todos: [Unconverted]

    /// The report's lines for standard error: `file:line: TODO(migrate): reason`.
    package var todoLines: [String] {
        todos.map { "\($0.file):\($0.line): TODO(migrate): \($0.reason)" }
    }

    /// What was converted with a guess the user should know of, for standard error:
    /// `file:line: note: reason`.
    package var noteLines: [String] {
        migration.notes.map { "\($0.file):\($0.line): note: \($0.reason)" }
    }

    /// The JSON mapping file `remap explain --mapping` reads.
    package var mappingFile: String {
        MappingFileWriter.json(for: migration)
    }
}
