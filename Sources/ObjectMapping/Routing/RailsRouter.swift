import Foundation
import InstantModel

/// A ``DynamicRouter`` that writes parameters the way a Rails controller reads them (`RKRailsRouter`).
///
/// ```swift
/// let router = RailsRouter()
/// router.setModelName("human", forClass: Human.self)
/// try router.routeClass(Human.self, toResourcePath: "/humans/:railsID")
/// // PUT body: human[age]=28&human[cats_attributes][][id]=1&human[cats_attributes][][name]=Asia&human[name]=Blake
/// ```
///
/// **Serialization** (RestKit 0.9.2's rules unless noted): nothing for DELETE ("Rails does not send
/// parameters for delete requests") and nothing for GET (0.9.2's Rails router did send GET
/// parameters; like ``DynamicRouter``, this one does not). Otherwise every property of
/// `propertiesForSerialization` except `id` is nested under the model name, underscored
/// (`human[name]`, `CatOwner` → `cat_owner[…]`), with `-` in element names replaced by `_`.
/// Relationships follow Rails' `accepts_nested_attributes_for`, with 0.9.2's choices by default: a
/// to-many relationship is `human[cats_attributes]`, an array of the attributes of each child whose
/// class has a `primaryKeyProperty` (a keypath element such as `tasks.task` uses its first key,
/// `tasks_attributes`); children of a class without one are not sent, and neither are to-one
/// relationships. A child's `id` (its primary key, under its element name) is sent only when its value
/// is set (not nil or 0), so Rails updates that record instead of creating one. With
/// ``sendsAllNestedAttributes`` a to-one relationship is sent as `human[house_attributes]` and children
/// without a primary key property send their other attributes.
///
/// The parameter tree is `{"human": {…}}`, so the JSON body is `{"human":{…}}` and the XML body has a
/// `<human>` root. A class without a model name is ``RoutingError/noModelName(class:)``; subclasses
/// use their superclass's model name when they have none of their own.
open class RailsRouter: DynamicRouter, @unchecked Sendable {
    // @unchecked: `modelNames` is guarded by the inherited lock.

    private var modelNames: [ObjectIdentifier: ModelName] = [:]
    private var allNestedAttributes = false

    /// A registered model name and its underscored form, worked out once at registration rather
    /// than for every body.
    private struct ModelName {
        let name: String
        let underscored: String
    }

    /// Whether to-one relationships (`human[house_attributes]`) and children whose class has no
    /// `primaryKeyProperty` are sent too; false by default, as RestKit 0.9.2 dropped them.
    public var sendsAllNestedAttributes: Bool {
        get { lock.withLock { allNestedAttributes } }
        set { lock.withLock { allNestedAttributes = newValue } }
    }

    /// A router with no routes and no model names, writing bodies in `serializationFormat`.
    public override init(serializationFormat: RequestSerializationFormat = .formURLEncoded) {
        super.init(serializationFormat: serializationFormat)
    }

    /// A router that writes bodies from compiled plans or, with `writesFromPlans: false`, from the
    /// dictionaries only (``DynamicRouter/writesFromPlans``).
    override init(serializationFormat: RequestSerializationFormat, writesFromPlans: Bool) {
        super.init(serializationFormat: serializationFormat, writesFromPlans: writesFromPlans)
    }

    /// Sets the model name `objectClass`'s parameters are nested under (`-setModelName:forClass:`);
    /// it is underscored when used (`Human` → `human`).
    public func setModelName(_ modelName: String, forClass objectClass: any ObjectMappable.Type) {
        let entry = ModelName(name: modelName, underscored: Inflector.underscore(modelName))
        lock.withLock { modelNames[ObjectIdentifier(objectClass)] = entry }
    }

    /// The model name registered for `objectClass` or its nearest superclass that has one.
    public func modelName(forClass objectClass: any ObjectMappable.Type) -> String? {
        registeredModelName(forClass: objectClass)?.name
    }

    private func registeredModelName(forClass objectClass: any ObjectMappable.Type) -> ModelName? {
        lock.withLock {
            var current: AnyClass? = objectClass
            while let candidate = current {
                if let name = modelNames[ObjectIdentifier(candidate)] { return name }
                current = _getSuperclass(candidate)
            }
            return nil
        }
    }

    /// `{"<model name>": {…attributes, …_attributes}}` for POST, PUT and PATCH; nil for GET and DELETE.
    open override func parameters(forObject object: any ObjectMappable, method: RequestMethod) throws -> Node? {
        if method == .get || method == .delete { return nil }
        let objectClass = type(of: object)
        guard let modelName = registeredModelName(forClass: objectClass) else {
            throw RoutingError.noModelName(class: String(describing: objectClass))
        }
        let sendsAll = sendsAllNestedAttributes
        let attributes: NodeObject
        if let plan = serializationPlan(for: object) {
            attributes = try plan.railsAttributes(of: object, sendsAllNestedAttributes: sendsAll)
        } else {
            let className = String(describing: objectClass)
            var pairs = try ObjectParameters.properties(of: object, excluding: ["id"])
            for (element, value) in object.relationshipsForSerialization {
                let relationshipName = ObjectParameters.attributeName(
                    element.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? element)
                guard
                    let node = try Self.nestedAttributes(
                        value, element: element, parentClass: className, sendsAllNestedAttributes: sendsAll,
                        usesPlans: writesFromPlans)
                else { continue }
                pairs.append((relationshipName + "_attributes", node))
            }
            attributes = NodeObject(pairs.sorted { $0.0 < $1.0 })
        }
        return .object(NodeObject([(modelName.underscored, .object(attributes))]))
    }

    /// The `_attributes` parameter of one relationship value, or nil when it is not sent (RestKit 0.9.2:
    /// to-one relationships and children without a primary key, unless `sendsAllNestedAttributes`).
    static func nestedAttributes(
        _ value: Any, element: String, parentClass: String, sendsAllNestedAttributes: Bool,
        context: MappingContext? = nil, usesPlans: Bool = true
    ) throws(RoutingError) -> Node? {
        guard !sendsAllNestedAttributes else {
            return try ObjectParameters.relationshipParameters(
                value, rule: .onlyWithSetPrimaryKey, parentClass: parentClass, key: element, context: context,
                usesPlans: usesPlans)
        }
        guard case .many(let children, let ordered) = ObjectParameters.related(value) else { return nil }
        let kept = children.filter { child in
            (child as? any ObjectMappable).map { type(of: $0).primaryKeyProperty != nil } ?? false
        }
        return try ObjectParameters.relationshipParameters(
            .many(kept, ordered: ordered), rule: .onlyWithSetPrimaryKey, parentClass: parentClass, key: element,
            context: context, usesPlans: usesPlans)
    }

    /// The model name is the XML root, taken from the tree's single key.
    override func xmlRootName(forObject object: any ObjectMappable) -> String? { nil }
}
