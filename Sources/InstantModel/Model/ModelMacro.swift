/// Makes a class inspectable and key-value codable without the Objective-C runtime.
///
/// `@Model` writes the class's ``Inspectable/propertyTable``: one ``PropertyAccessor`` per stored
/// property (`let` ones read-only, `weak` ones marked), plus computed properties as readable-only
/// entries. Static properties are left out. On a subclass of another `@Model` class (or of
/// ``Model``) the table extends the superclass's. Everything else, mapping included, comes from
/// protocol extensions over that table, so a hand-written conformance behaves the same.
///
/// ```swift
/// @Model
/// final class Post: JSONMappable {
///     var title: String?
///     var author: Author?
///     static let jsonMapping = ["title": "post_title"]
/// }
/// ```
@attached(member, conformances: Inspectable, KeyValueCodable, names: named(propertyTable))
@attached(extension, conformances: Inspectable, KeyValueCodable)
public macro Model() = #externalMacro(module: "InstantModelMacros", type: "ModelMacro")
