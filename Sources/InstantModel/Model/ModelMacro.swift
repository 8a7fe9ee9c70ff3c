/// Makes a class inspectable and key-value codable without the Objective-C runtime.
///
/// `@Model` writes the class's ``Inspectable/propertyTable``: one ``PropertyAccessor`` per stored
/// property (`let` ones read-only, `weak` ones marked), plus computed properties as readable-only
/// entries. Static properties are left out. On a subclass of another `@Model` class (or of
/// ``Model``) the table extends the superclass's. Everything else, mapping included, comes from
/// protocol extensions over that table, so a hand-written conformance behaves the same.
///
/// For the protocols the class names (`Mappable`, `JSONMappable`, `ObjectMappable`), `@Model` also
/// writes into the class the default of each hook with a fast path (``ModelHooks``) that its body
/// does not implement, and lists those as kept in the table. Implement such a hook in the class body
/// (or override it in a subclass's body): a second declaration in an extension is a compile error,
/// never a hook the mappers silently skip.
///
/// ```swift
/// @Model
/// final class Post: JSONMappable {
///     var title: String?
///     var author: Author?
///     static let jsonMapping = ["title": "post_title"]
/// }
/// ```
@attached(
    member, conformances: Inspectable, KeyValueCodable,
    names: named(propertyTable), named(transformJSONNodeBeforeMapping), named(encode),
    named(transformJSONRepresentationBeforeMapping), named(propertiesForSerialization),
    named(relationshipsForSerialization), named(value))
@attached(extension, conformances: Inspectable, KeyValueCodable)
public macro Model() = #externalMacro(module: "InstantModelMacros", type: "ModelMacro")
