import Foundation

/// Writes the set-up of an app delegate as one Swift `configure` function for the mapper and router.
enum ConfigureEmitter {
    static func file(for setUp: ObjCSetUp) -> String {
        let source = (setUp.file as NSString).lastPathComponent
        var lines = ["import Foundation", "import ObjectMapping", ""]
        lines.append("/// The mapper and router set-up of \(source), migrated.")
        lines.append("enum \(setUp.className)SetUp {")
        for case .baseURL(let url) in setUp.steps {
            lines.append("    /// The object manager's base URL (`objectManagerWithBaseURL:`).")
            lines.append("    static let baseURL = URL(string: \(SwiftLiteral.string(url)))!")
            lines.append("")
            break
        }
        lines.append("    /// Registers the element names and routes of \(source) on `mapper` and `router`.")
        lines.append("    static func configure(mapper: inout ObjectMapper, router: DynamicRouter) throws {")
        for step in setUp.steps {
            switch step {
            case .baseURL:
                continue
            case .format(let format):
                lines.append("        mapper.format = .\(format)")
            case .missingElementPolicy(let symbol):
                let policy = symbol.contains("SetNil") ? "setNil" : "ignore"
                lines.append("        mapper.missingElementMappingPolicy = .\(policy)")
            case .register(let className, let element):
                lines.append(
                    "        mapper.registerClass(\(className).self, forElementNamed: \(SwiftLiteral.string(element)))")
            case .route(let className, let path, let method):
                var call =
                    "        try router.routeClass(\(className).self, toResourcePath: \(SwiftLiteral.string(path))"
                if let method { call += ", forMethod: .\(method)" }
                lines.append(call + ")")
            }
        }
        if lines.last?.hasSuffix(" {") == true {
            lines[lines.count - 1] += "}"
        } else {
            lines.append("    }")
        }
        for todo in setUp.unconverted { lines += [""] + SwiftEmitter.todoLines(todo, indent: 4) }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }
}
