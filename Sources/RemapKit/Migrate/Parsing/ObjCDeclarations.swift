/// What the parser found in the Objective-C sources of an app, before any Swift is written.

/// An `@property` declaration.
struct ObjCProperty {
    var name: String
    /// The type as written, without the `*` (`NSString`, `NSArray<Comment *>`, `BOOL`, `id`).
    var typeName: String
    /// Whether it is an object pointer (or `id`).
    var isObject: Bool
    /// The element class of a lightweight generic collection (`NSArray<Comment *>`).
    var genericElement: String?
    var attributes: [String]
    /// `nonnull`/`_Nonnull` (true), `nullable`/`_Nullable` (false), or unspecified (nil).
    var nonnull: Bool?
    var line: Int

    var isReadOnly: Bool { attributes.contains("readonly") }
}

/// Lines of the source that were not converted, with why, for `// TODO(migrate):` and standard error.
struct Unconverted {
    var file: String
    var line: Int
    var reason: String
    /// The original lines, verbatim.
    var lines: [String]
}

/// A method of an `@implementation`, kept as tokens until every file's constants are known.
struct ObjCMethod {
    var isClassMethod: Bool
    /// `elementToPropertyMappings`, `initWithBackingObject:`, `routeClass:toResourcePath:`.
    var selector: String
    /// The tokens between the body's braces.
    var body: [ObjCToken]
    /// The method's original lines, from its `+`/`-` to its closing brace.
    var lines: [String]
    var line: Int
}

/// One class: its `@interface` (and class extensions) and `@implementation`, possibly in two files.
struct ObjCClass {
    var name: String
    var superclass: String?
    var protocols: [String] = []
    var properties: [ObjCProperty] = []
    var methods: [ObjCMethod] = []
    /// Whether an `@implementation` was found.
    var isImplemented = false
    /// The file of the `@implementation`.
    var implementationFile: String?
    /// The file that declares the interface (`Status.h`), else the implementation's.
    var file: String
    var line: Int
}

/// `-registerClass:forElementNamed:`, `-routeClass:toResourcePath:(forMethod:)` and manager set-up, in
/// source order.
enum SetUpStep {
    case baseURL(String)
    case format(String)
    case missingElementPolicy(String)
    case register(className: String, element: String)
    case route(className: String, path: String, method: String?)
}

/// The set-up found in one class (an app delegate).
struct ObjCSetUp {
    var className: String
    var file: String
    var steps: [SetUpStep] = []
    var unconverted: [Unconverted] = []
}

/// Everything parsed from one file.
struct ObjCFile {
    var path: String
    var interfaces: [ObjCClass] = []
    var implementations: [ObjCClass] = []
    /// Top-level things not converted (categories, function-like macros, functions).
    var unconverted: [Unconverted] = []
    /// `#define NAME @"…"` and `static NSString * const NAME = @"…"`.
    var constants: [String: String] = [:]
}
