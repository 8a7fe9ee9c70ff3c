import Foundation
import InstantModel

/// A model type's request-body parameters compiled once, for types that keep the default
/// `propertiesForSerialization`, `relationshipsForSerialization` and `value(forKey:)`.
///
/// The defaults build two `[String: Any]` dictionaries by key-value coding, which the routers then turn
/// into nodes value by value and sort. A plan reaches the same tree directly: the element names are
/// turned into parameter names (`-` → `_`) and sorted once, the names dropped with an identifier are
/// marked once, and each property is read by its accessor's typed encoder (no `Any` in between for a
/// `NodeConvertible` property). Relationships come from `relationshipsToSerialize`, each related object
/// through its own class's plan. The tree is the one the dictionaries give, node for node, so the
/// bodies are byte-identical; a type that overrides any of the three members (or whose names collide,
/// which the dictionaries resolve by hash order) has no plan and keeps the dictionaries.
///
/// Plans are cached per dynamic type and shared by every router and thread; the router rules (which
/// names are dropped, how relationships are named) are chosen per call from what the plan precomputed.
final class SerializationPlan: @unchecked Sendable {
    // @unchecked: immutable after init; `PropertyAccessor` is Sendable, the metatype is not declared so.

    /// One attribute: an entry of `elementToPropertyMappings` whose property the type has. A class,
    /// so walking the plan retains one reference instead of copying the accessor's closures.
    final class Property {
        /// The element name (the key of `propertiesForSerialization`, named in errors).
        let element: String
        /// The parameter name (`nick-name` → `nick_name`).
        let name: String
        let accessor: PropertyAccessor
        /// Whether the name is dropped with a related object's identifier: `id`, or a name of the
        /// primary key property.
        let isIdentifier: Bool

        init(element: String, name: String, accessor: PropertyAccessor, isIdentifier: Bool) {
            self.element = element
            self.name = name
            self.accessor = accessor
            self.isIdentifier = isIdentifier
        }
    }

    /// One relationship of `relationshipsToSerialize` that the type has.
    final class Relationship {
        /// The key of `relationshipsForSerialization`: the element's first key, else the property name.
        let element: String
        let accessor: PropertyAccessor
        /// The related object as a model, read without boxing it in `Any`, when the property holds
        /// one model; nil otherwise (read through ``PropertyAccessor/read``).
        let readModel: ((AnyObject) -> (any ObjectMappable)?)?

        init(element: String, accessor: PropertyAccessor) {
            self.element = element
            self.accessor = accessor
            if let read = accessor.readModel, let type = accessor.attributes.valueType as? any ObjectMappable.Type {
                readModel = Self.modelReader(read, as: type)
            } else {
                readModel = nil
            }
        }

        /// Reads the reference and views it as a model: of exactly `Model` without a cast, of a
        /// subclass through one.
        private static func modelReader<Model: ObjectMappable>(
            _ read: @escaping (AnyObject) -> AnyObject?, as _: Model.Type
        ) -> (AnyObject) -> (any ObjectMappable)? {
            { object in
                guard let related = read(object) else { return nil }
                if ObjectIdentifier(type(of: related)) == ObjectIdentifier(Model.self) {
                    return unsafeDowncast(related, to: Model.self)
                }
                return related as? any ObjectMappable
            }
        }
    }

    /// One parameter of the top-level object, in the order the body lists them.
    enum Slot {
        case property(Property)
        case relationship(Relationship, name: String)
    }

    /// The type's name, as errors name it.
    let className: String
    /// The XML root element of ``DynamicRouter``'s bodies: the class name, underscored.
    let xmlRootName: String
    /// The attributes, sorted by parameter name (a related object's parameters).
    let properties: [Property]
    /// ``DynamicRouter``'s parameters: the attributes but `id`, and the relationships under their
    /// parameter names, sorted.
    let dynamicSlots: [Slot]
    /// ``RailsRouter``'s attributes: the same, relationships named `<name>_attributes`, sorted.
    let railsSlots: [Slot]
    /// `primaryKeyProperty`.
    let primaryKeyProperty: String?

    /// The plan of `type`, or nil when two parameters would share a name.
    private init?(type: any ObjectMappable.Type) {
        className = String(describing: type)
        xmlRootName = Inflector.underscore(className)
        primaryKeyProperty = type.primaryKeyProperty
        let table = type.propertyTable
        let mappings = type.elementToPropertyMappings
        var identifierNames: Set<String> = ["id"]
        if let primaryKey = primaryKeyProperty {
            identifierNames.insert(ObjectParameters.attributeName(primaryKey))
            for (element, property) in mappings where property == primaryKey {
                identifierNames.insert(ObjectParameters.attributeName(element))
            }
        }
        // An element whose property the type lacks is left out, as the default's `try? value(forKey:)` is nil.
        var properties: [Property] = []
        for (element, property) in mappings {
            guard let accessor = table[property] else { continue }
            let name = ObjectParameters.attributeName(element)
            properties.append(
                Property(element: element, name: name, accessor: accessor, isIdentifier: identifierNames.contains(name))
            )
        }
        properties.sort { $0.name < $1.name }
        self.properties = properties

        // The default sends a relationship under its element's first key; an element that names two
        // first keys for one property would make that depend on hash order.
        var elementByProperty: [String: String] = [:]
        for (element, property) in type.elementToRelationshipMappings {
            let first = String(element.prefix { $0 != "." })
            if let known = elementByProperty[property], known != first { return nil }
            elementByProperty[property] = first
        }
        var relationships: [Relationship] = []
        var propertyByElement: [String: String] = [:]
        for property in type.relationshipsToSerialize {
            guard let accessor = table[property] else { continue }
            let element = elementByProperty[property] ?? property
            if let known = propertyByElement[element] {
                if known == property { continue }
                return nil  // two relationships under one key: the default keeps the last one set
            }
            propertyByElement[element] = property
            relationships.append(Relationship(element: element, accessor: accessor))
        }

        guard
            let dynamicSlots = Self.slots(
                properties.filter { $0.name != "id" }, relationships, name: { ObjectParameters.attributeName($0) }),
            let railsSlots = Self.slots(
                properties.filter { $0.name != "id" }, relationships,
                name: { ObjectParameters.attributeName($0) + "_attributes" }),
            Self.namesAreUnique(properties.map(\.name))
        else { return nil }
        self.dynamicSlots = dynamicSlots
        self.railsSlots = railsSlots
    }

    /// The parameters sorted by name, or nil when two share one.
    private static func slots(_ properties: [Property], _ relationships: [Relationship], name: (String) -> String)
        -> [Slot]?
    {
        var named: [(String, Slot)] = properties.map { ($0.name, .property($0)) }
        for relationship in relationships {
            let parameter = name(relationship.element)
            named.append((parameter, .relationship(relationship, name: parameter)))
        }
        named.sort { $0.0 < $1.0 }
        guard namesAreUnique(named.map(\.0)) else { return nil }
        return named.map(\.1)
    }

    /// Whether sorted `names` has no repeats.
    private static func namesAreUnique(_ names: [String]) -> Bool {
        zip(names, names.dropFirst()).allSatisfy { $0 != $1 }
    }

    // MARK: Writing

    /// ``DynamicRouter``'s parameters of `object`: what ``DynamicRouter/parameters(forObject:method:)``
    /// builds from the dictionaries.
    func dynamicParameters(of object: any ObjectMappable) throws(RoutingError) -> NodeObject {
        let context = MappingContext()
        var result = NodeObject(minimumCapacity: dynamicSlots.count)
        for slot in dynamicSlots {
            switch slot {
            case .property(let property):
                if let node = try value(of: property, in: object, context: context) {
                    result.appendUnchecked(property.name, node)
                }
            case .relationship(let relationship, let name):
                let node: Node
                if let readModel = relationship.readModel {
                    guard let model = readModel(object) else { continue }
                    node = try ObjectParameters.modelParameters(
                        model, rule: .keepUnlessUnsetPrimaryKey, context: context)
                } else {
                    guard let value = relationship.accessor.read(object) else { continue }
                    node = try ObjectParameters.relationshipParameters(
                        value, rule: .keepUnlessUnsetPrimaryKey, parentClass: className, key: relationship.element,
                        context: context)
                }
                result.appendUnchecked(name, node)
            }
        }
        return result
    }

    /// ``RailsRouter``'s attributes of `object` (inside the model name).
    func railsAttributes(of object: any ObjectMappable, sendsAllNestedAttributes: Bool) throws(RoutingError)
        -> NodeObject
    {
        let context = MappingContext()
        var result = NodeObject(minimumCapacity: railsSlots.count)
        for slot in railsSlots {
            switch slot {
            case .property(let property):
                if let node = try value(of: property, in: object, context: context) {
                    result.appendUnchecked(property.name, node)
                }
            case .relationship(let relationship, let name):
                guard let value = relationship.accessor.read(object),
                    let node = try RailsRouter.nestedAttributes(
                        value, element: relationship.element, parentClass: className,
                        sendsAllNestedAttributes: sendsAllNestedAttributes, context: context)
                else { continue }
                result.appendUnchecked(name, node)
            }
        }
        return result
    }

    /// A related object's parameters: its attributes, without the identifier names when
    /// `dropsIdentifier`; read with the parent's `context` when it has one (one per body, not per object).
    func childParameters(of object: any ObjectMappable, dropsIdentifier: Bool, context: MappingContext? = nil)
        throws(RoutingError) -> NodeObject
    {
        let context = context ?? MappingContext()
        var result = NodeObject(minimumCapacity: properties.count)
        for property in properties where !(dropsIdentifier && property.isIdentifier) {
            if let node = try value(of: property, in: object, context: context) {
                result.appendUnchecked(property.name, node)
            }
        }
        return result
    }

    /// The node the default's dictionary value gives (`Node(encoding:)` of `value(forKey:)`), or nil
    /// when the default leaves the property out (its value is nil).
    ///
    /// The typed encoder gives that node for every value it writes; it writes nothing for a value
    /// whose payload form is `null`, which the default still sends when the value itself is not nil
    /// (an `NSNull`, a `Node.null`), so those go the default's way.
    private func value(of property: Property, in object: AnyObject, context: MappingContext) throws(RoutingError)
        -> Node?
    {
        do {
            if !property.accessor.attributes.isComputed, let node = try property.accessor.encode(object, context) {
                return node
            }
            guard let value = property.accessor.read(object) else { return nil }
            return try Node(encoding: value)
        } catch {
            throw .unserializableValue(class: className, key: property.element, reason: "\(error)")
        }
    }

    // MARK: Cache

    /// Plans by dynamic type; nil for a type that overrides a default (or has colliding names).
    private static let cache = Locked<[ObjectIdentifier: SerializationPlan?]>([:])

    /// The plan for `object`'s type, or nil when its bodies must be built from its dictionaries (see
    /// ``keepsDefaults(_:)``); the answer is kept.
    static func plan(for object: any ObjectMappable) -> SerializationPlan? {
        let type = type(of: object)
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let plan = keepsDefaults(object) ? SerializationPlan(type: type) : nil
        cache.withLock { $0[key] = plan }
        return plan
    }

    /// Whether `object`'s type is known to keep the default `propertiesForSerialization`,
    /// `relationshipsForSerialization` and `value(forKey:)` (``ModelHooks``, which `@Model` writes;
    /// an override in the type or a superclass, or a hand-written conformance, leaves them unknown).
    static func keepsDefaults(_ object: any ObjectMappable) -> Bool {
        ModelHooks.keeps(
            [.propertiesForSerialization, .relationshipsForSerialization, .valueForKey], type(of: object))
    }
}
