import Foundation
import InstantModel
import ObjectMapping

/// `remap generate` without its I/O: Swift models inferred from sample payloads, all holding the
/// same kind of object, with what the samples left undecided.
package struct ModelGenerator {
    /// The models' source and the notes for standard error.
    package struct Output {
        package var source: String
        /// What the samples left undecided: `User.tags is an empty array in every sample; …`.
        package var notes: [String]
    }

    package var style: ModelStyle
    /// Where the objects sit in each payload; nil: inside a single root key.
    package var keyPath: String?
    /// The root type's name; nil: from the keypath's last key, else the first sample's file name.
    package var className: String?

    package init(style: ModelStyle = .restkit, keyPath: String? = nil, className: String? = nil) {
        self.style = style
        self.keyPath = keyPath
        self.className = className
    }

    /// The models for `samples` (each named in messages and in the header by its `source`, a path or
    /// `<stdin>`); a sample without objects where the keypath says is bad input naming it.
    package func generate(_ samples: [PayloadInput]) throws -> Output {
        let allXML = samples.allSatisfy { $0.format == .xml }
        // RestKit and Instant Cocoa keypaths read RestKit's list shape (`tasks.task`) in JSON and XML
        // alike; a Codable type only reads it from XML (`XMLNodeDecoder`).
        let unwrapLists = style != .codable || allXML
        let root = ObjectShape()
        var keyPaths: [String] = []
        var isCollection = false
        for input in samples {
            let node = try input.parse()
            let located = try SampleLocator.locate(in: node, keyPath: keyPath, source: input.source)
            if let path = located.keyPath, !keyPaths.contains(path) { keyPaths.append(path) }
            isCollection = isCollection || located.isCollection
            for object in located.objects {
                root.observe(object, fromXML: input.format == .xml, unwrapLists: unwrapLists)
            }
        }
        let rootName =
            className
            ?? keyPaths.first.map { SampleLocator.typeName(forKeyPath: $0, singular: isCollection) }
            ?? SwiftNames.typeName(for: Self.stem(of: samples.first?.source ?? "-"), singular: false)
        let plan = ModelPlan(root: root, rootName: rootName)
        let header = GenerateHeader(
            samples: samples.map { Self.fileName($0.source) }, style: style, rootName: rootName, keyPaths: keyPaths,
            isCollection: isCollection, formats: Set(samples.map(\.format)))
        let writer = ModelSourceWriter(plan: plan, style: style, header: header.lines)
        return Output(source: writer.source(), notes: plan.notes)
    }

    /// The file's name without its folder: headers never carry machine paths.
    static func fileName(_ source: String) -> String {
        source == "<stdin>" ? source : URL(fileURLWithPath: source).lastPathComponent
    }

    private static func stem(of source: String) -> String {
        source == "<stdin>" ? "Root" : URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
    }
}
