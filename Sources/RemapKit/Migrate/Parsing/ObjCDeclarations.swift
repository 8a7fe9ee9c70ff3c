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
    /// The file that declares it (a category's header, for a property a category adds).
    var file: String
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
    /// The file of the implementation that holds it (a category's, for a method a category adds).
    var file: String?
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
    /// The files of the categories whose members joined the class (`Model+RestKit.h`).
    var categoryFiles: [String] = []
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
    /// Named categories (`@interface LegislatorObj (RestKit)`, `@implementation LegislatorObj (RestKit)`).
    var categories: [ObjCCategory] = []
    /// Top-level things not converted (function-like macros, functions).
    var unconverted: [Unconverted] = []
    /// `#define NAME @"…"` and `static NSString * const NAME = @"…"`.
    var constants: [String: String] = [:]
}

/// A named category's interface or implementation: its members belong to its class when the sources
/// declare that class, else the whole category is left as a TODO.
struct ObjCCategory {
    /// The protocols, properties and methods it adds, under its class's name.
    var members: ObjCClass
    /// The category as written, for the TODO when its class is not one of the app's.
    var whole: Unconverted
}
