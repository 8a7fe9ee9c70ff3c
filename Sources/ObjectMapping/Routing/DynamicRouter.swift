import Foundation
import InstantModel

/// Routes objects to resource paths by class and HTTP method (`RKDynamicRouter`).
///
/// ```swift
/// let router = DynamicRouter()
/// try router.routeClass(Human.self, toResourcePath: "/humans/:railsID")
/// try router.routeClass(Human.self, toResourcePath: "/humans", forMethod: .post)
/// try router.resourcePath(forObject: blake, method: .put)   // "/humans/1"
/// ```
///
/// **Routes.** One route per class and method, plus one for any method (RestKit's `ANY` route,
/// registered by ``routeClass(_:toResourcePath:escapeRoutedPath:)``). Lookup tries the exact method,
/// then the ANY route; a class without either falls back to its superclass's routes (RestKit 0.10's
/// behaviour; 0.9.2 looked at the exact class only), and otherwise ``RoutingError/noRoute(class:method:)``
/// is thrown. Registering the same class and method twice throws
/// ``RoutingError/duplicateRoute(class:method:)``.
///
/// **Patterns.** `/humans/(railsID)/(name)` (RestKit 0.9) and `/humans/:railsID` (0.10, with `\.` for a
/// literal dot after a name: `/humans/:railsID\.json`). Each keypath is read with key-value coding
/// (`value(forKeyPath:)`), so computed properties work: `/(polymorphicResourcePath)/(railsID)` builds a
/// polymorphic path. A `(keyPath)` value goes in as its text, unescaped, as 0.9.2's
/// `RKMakePathWithObject` wrote it (so `(polymorphicResourcePath)` may return `/this/is/the/path`); a
/// `:keyPath` value is percent-escaped for a path segment (RFC 3986: a space is `%20`, a `/` is `%2F`)
/// unless the route was registered with `escapeRoutedPath: false` (RestKit 0.10's option). A nil value or an
/// unknown key is a ``RoutingError`` naming the keypath and the class (0.9.2 wrote `(null)`).
///
/// **Serialization** (RestKit 0.9.2's `serializationForObject:method:`): nothing for GET or DELETE
/// (0.9.2 sent DELETE the object's body; HTTP gives a DELETE body no meaning and servers such as
/// nginx's WebDAV module reject it with 415, so none is sent). For POST, PUT and PATCH the
/// object's `propertiesForSerialization` without `id`, with `-` in element names replaced by `_`, plus
/// its `relationshipsForSerialization`: a to-one object nested as a dictionary of its own
/// `propertiesForSerialization`, a to-many collection as an array of such dictionaries. A related
/// object keeps its `id` unless its class has a `primaryKeyProperty` whose value is unset (nil or 0).
/// Keys are sorted, so the body is byte-stable. The body is form-encoded by default
/// (``serializationFormat``), as RestKit sent its dictionaries.
///
/// **How bodies are built.** For a class that keeps the default `propertiesForSerialization`,
/// `relationshipsForSerialization` and `value(forKey:)` (found out once per class, from the first
/// object sent), the parameters are written by a plan compiled once per class: names converted and
/// sorted ahead of time, each property read by its typed accessor, no dictionary and no `Any` per
/// value; related objects go through their own class's plan. A class that overrides any of the three
/// (itself or through a superclass) is sent from its dictionaries as above. Both give the same tree,
/// so the same bytes. The form writer escapes straight into one buffer, and the XML writer writes
/// its markup into bytes as libxml2's text writer would.
///
/// Registration and lookup are safe from any thread.
open class DynamicRouter: Router, @unchecked Sendable {
    // @unchecked: every mutable member is guarded by `lock`.

    struct Route: Sendable {
        let pattern: ResourcePathPattern
        let escapesValues: Bool
    }

    struct ClassRoutes: Sendable {
        var byMethod: [RequestMethod: Route] = [:]
        var anyMethod: Route?
    }

    /// Guards the router's tables (subclasses use it for theirs too).
    let lock = NSLock()
    private var routes: [ObjectIdentifier: ClassRoutes] = [:]
    private var format: RequestSerializationFormat
    /// Whether bodies of types with a ``SerializationPlan`` are written from it (always, for routers
    /// made with the public initializers); false writes every body from its `propertiesForSerialization`
    /// and `relationshipsForSerialization` dictionaries, so tests can compare the two ways.
    let writesFromPlans: Bool

    /// A router with no routes, writing bodies in `serializationFormat`.
    public init(serializationFormat: RequestSerializationFormat = .formURLEncoded) {
        format = serializationFormat
        writesFromPlans = true
    }

    /// A router that writes bodies from compiled plans or, with `writesFromPlans: false`, from the
    /// dictionaries only.
    init(serializationFormat: RequestSerializationFormat, writesFromPlans: Bool) {
        format = serializationFormat
        self.writesFromPlans = writesFromPlans
    }

    /// The plan `object`'s body is written from, if this router uses plans and its type has one.
    func serializationPlan(for object: any ObjectMappable) -> SerializationPlan? {
        writesFromPlans ? SerializationPlan.plan(for: object) : nil
    }

    /// The format of the bodies ``serialization(forObject:method:)`` returns (form-encoded by default).
    public var serializationFormat: RequestSerializationFormat {
        get { lock.withLock { format } }
        set { lock.withLock { format = newValue } }
    }

    // MARK: Registering routes

    /// Routes every method of `objectClass` without a route of its own to `resourcePath`
    /// (`-routeClass:toResourcePath:`, the ANY route).
    public func routeClass(
        _ objectClass: any ObjectMappable.Type, toResourcePath resourcePath: String, escapeRoutedPath: Bool = true
    ) throws {
        try register(objectClass, resourcePath, method: nil, escapeRoutedPath: escapeRoutedPath)
    }

    /// Routes `method` requests for `objectClass` to `resourcePath`
    /// (`-routeClass:toResourcePath:forMethod:`).
    public func routeClass(
        _ objectClass: any ObjectMappable.Type, toResourcePath resourcePath: String, forMethod method: RequestMethod,
        escapeRoutedPath: Bool = true
    ) throws {
        try register(objectClass, resourcePath, method: method, escapeRoutedPath: escapeRoutedPath)
    }

    private func register(
        _ objectClass: any ObjectMappable.Type, _ resourcePath: String, method: RequestMethod?, escapeRoutedPath: Bool
    ) throws {
        let route = Route(pattern: try ResourcePathPattern(resourcePath), escapesValues: escapeRoutedPath)
        let key = ObjectIdentifier(objectClass)
        lock.lock()
        defer { lock.unlock() }
        var classRoutes = routes[key] ?? ClassRoutes()
        let taken = method.map { classRoutes.byMethod[$0] != nil } ?? (classRoutes.anyMethod != nil)
        if taken { throw RoutingError.duplicateRoute(class: String(describing: objectClass), method: method) }
        if let method {
            classRoutes.byMethod[method] = route
        } else {
            classRoutes.anyMethod = route
        }
        routes[key] = classRoutes
    }

    // MARK: Router

    /// The resource path of `object` for `method`: its class's route for the method, else its ANY
    /// route (then the same for each superclass), interpolated with the object's values.
    open func resourcePath(forObject object: any ObjectMappable, method: RequestMethod) throws -> String {
        guard let route = route(for: type(of: object), method: method) else {
            throw RoutingError.noRoute(class: String(describing: type(of: object)), method: method)
        }
        return try route.pattern.path(for: object, escapingValues: route.escapesValues)
    }

    /// The request body for `object`: ``parameters(forObject:method:)`` in ``serializationFormat``,
    /// or nil when there are no parameters (GET).
    open func serialization(forObject object: any ObjectMappable, method: RequestMethod) throws
        -> (any RequestSerializable)?
    {
        guard let parameters = try parameters(forObject: object, method: method) else { return nil }
        switch serializationFormat {
        case .formURLEncoded: return try FormURLEncodedParams(parameters)
        case .json: return try JSONParams(parameters)
        case .xml:
            var options = XMLParams.railsOptions
            options.arrayElementNames = Self.arrayElementNames(in: parameters)
            return try XMLParams(parameters, rootName: xmlRootName(forObject: object), options: options)
        }
    }

    /// Each array key of a parameter tree with the singular of its name (`cats` → `cat`), so every
    /// relationship is an XML list of named members, even one whose members have a single attribute
    /// (which the writer would otherwise take for the reader's list shape).
    static func arrayElementNames(in node: Node) -> [String: String] {
        var names: [String: String] = [:]
        // Pairs are read in place: only containers are copied out, scalars are passed over.
        func visit(_ object: NodeObject) {
            object.withPairsInPlace { pairs in
                for position in pairs.indices {
                    switch pairs[position].value {
                    case .array(let elements):
                        let key = pairs[position].key
                        if names[key] == nil { names[key] = singular(of: key) }
                        visit(elements)
                    case .object(let child):
                        visit(child)
                    default:
                        break
                    }
                }
            }
        }
        func visit(_ elements: [Node]) {
            for element in elements {
                switch element {
                case .object(let object): visit(object)
                case .array(let nested): visit(nested)
                default: break
                }
            }
        }
        switch node {
        case .object(let object): visit(object)
        case .array(let elements): visit(elements)
        default: break
        }
        return names
    }

    /// Singulars already worked out: a body's array keys are the same few relationship and property
    /// names every time. Bounded, since a dictionary-valued property may bring keys of its own.
    private static let singulars = Locked<[String: String]>([:])

    /// `Inflector.singularize(key)`, remembered.
    private static func singular(of key: String) -> String {
        if let known = singulars.withLock({ $0[key] }) { return known }
        let singular = Inflector.singularize(key)
        singulars.withLock { if $0.count < 1024 { $0[key] = singular } }
        return singular
    }

    /// The parameter tree sent for `object` and `method` (see the type's discussion), or nil for GET
    /// and DELETE.
    open func parameters(forObject object: any ObjectMappable, method: RequestMethod) throws -> Node? {
        // No body for GET (RestKit) or DELETE (a deliberate change: servers reject DELETE bodies).
        if method == .get || method == .delete { return nil }
        if let plan = serializationPlan(for: object) { return .object(try plan.dynamicParameters(of: object)) }
        let className = String(describing: type(of: object))
        var pairs = try ObjectParameters.properties(of: object, excluding: ["id"])
        for (element, value) in object.relationshipsForSerialization {
            let node = try ObjectParameters.relationshipParameters(
                value, rule: .keepUnlessUnsetPrimaryKey, parentClass: className, key: element,
                usesPlans: writesFromPlans)
            pairs.append((ObjectParameters.attributeName(element), node))
        }
        return .object(NodeObject(pairs.sorted { $0.0 < $1.0 }))
    }

    /// The root element of an XML body for `object`: its class name, underscored (`human`).
    func xmlRootName(forObject object: any ObjectMappable) -> String? {
        serializationPlan(for: object)?.xmlRootName ?? Inflector.underscore(String(describing: type(of: object)))
    }

    /// The route for `objectClass` and `method`, looking at superclasses when the class has none.
    func route(for objectClass: any ObjectMappable.Type, method: RequestMethod) -> Route? {
        lock.withLock {
            var current: AnyClass? = objectClass
            while let candidate = current {
                if let classRoutes = routes[ObjectIdentifier(candidate)],
                    let route = classRoutes.byMethod[method] ?? classRoutes.anyMethod
                {
                    return route
                }
                current = _getSuperclass(candidate)
            }
            return nil
        }
    }
}
