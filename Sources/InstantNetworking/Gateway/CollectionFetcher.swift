import Foundation
import InstantModel
import InstantRequest

/// Fetches a remote collection into Instant Model objects: Instant Cocoa's `ICCollectionFetcher`.
///
/// The payload at ``keyPath`` (default: the class's `remoteKeyPath`) is mapped element by element, from
/// JSON or XML alike, as `-mappedObjectsFromResponse:` did: nothing at the keypath is an empty
/// collection, a single object is a collection of one, and each element gets the model's
/// `transformJSONRepresentationBeforeMapping` before its `jsonMapping` is applied (what
/// `-initWithJSONDictionary:` did). An element that is not an object is a thrown `MappingError` naming
/// its index. ``cancel()`` stops a fetch in flight; the waiting call then throws `CancellationError`.
public final class CollectionFetcher<Model: JSONMappable>: @unchecked Sendable {
    // @unchecked: mutable state lives behind a lock.
    private struct State {
        var apiPath: String
        var keyPath: String?
        var queryParameters: [String: String]
        var task: Task<Node?, any Error>?
    }

    /// The manager that sends the request (an `ObjectManager`, or any other ``RemoteTransport``).
    public let manager: any RemoteTransport
    private let state: Locked<State>

    /// A fetcher of `apiPath` (relative to the manager's base URL).
    public init(
        manager: any RemoteTransport, apiPath: String, keyPath: String? = nil, queryParameters: [String: String] = [:]
    ) {
        self.manager = manager
        let defaultKeyPath = (Model.self as? any RemoteObject.Type)?.remoteKeyPath
        state = Locked(State(apiPath: apiPath, keyPath: keyPath ?? defaultKeyPath, queryParameters: queryParameters))
    }

    /// The class the elements are mapped into.
    public var mappingClass: Model.Type { Model.self }

    /// The resource path of the collection.
    public var apiPath: String {
        get { state.withLock { $0.apiPath } }
        set { state.withLock { $0.apiPath = newValue } }
    }

    /// Where the collection sits in the payload (nil: the whole payload).
    public var keyPath: String? {
        get { state.withLock { $0.keyPath } }
        set { state.withLock { $0.keyPath = newValue } }
    }

    /// Query parameters sent with the request (pagination, filters).
    public var queryParameters: [String: String] {
        get { state.withLock { $0.queryParameters } }
        set { state.withLock { $0.queryParameters = newValue } }
    }

    /// Fetches and maps the collection (a single object counts as a collection of one).
    public func fetch() async throws -> [Model] {
        let (path, keyPath, query) = state.withLock { ($0.apiPath, $0.keyPath, $0.queryParameters) }
        let manager = self.manager
        // The request runs in its own task so that cancel() can stop it; the models are made here,
        // in the caller's context, from the payload tree the task returns.
        let task = Task { () throws -> Node? in
            let response = try await manager.perform(.get, resourcePath: path, queryParameters: query)
            try Task.checkCancellation()
            let node = try manager.payload(of: response)
            guard let keyPath, !keyPath.isEmpty else { return node }
            return try KeyValuePath(keyPath).evaluate(on: node)
        }
        state.withLock { $0.task = task }
        let node = try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
        return try Self.models(from: node, identityScope: manager.identityScope)
    }

    /// The models of a collection payload (nil or `null`: none; one object: one model), found by
    /// their primary keys in `identityScope` when one is given.
    static func models(from node: Node?, identityScope: IdentityScope? = nil) throws -> [Model] {
        guard let node else { return [] }
        let elements: [Node]
        switch node {
        case .null: return []
        case .array(let array): elements = array
        default: elements = [node]
        }
        var models: [Model] = []
        models.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if case .null = element { continue }
            guard case .object = element else {
                throw MappingError(
                    .wrongShape, keyPath: "[\(index)]", expectedType: String(describing: Model.self), value: element,
                    message: "element \(index) of the collection is \(element.kindName), not an object")
            }
            let made = Model.newInstanceForMapping()
            var transformed = element
            try made.transformBeforeMapping(&transformed)
            var options = MappingOptions()
            options.identityScope = identityScope
            let context = MappingContext(options: options, scheme: JSONMappingScheme())
            // The model made for the hook, unless the scope holds the element's key.
            let model = unsafeDowncast(
                try context.findOrMakeObject(of: Model.self, for: transformed, existing: made) { made }, to: Model.self)
            try context.map(transformed, onto: model)
            try context.connectForeignKeys()
            models.append(model)
        }
        return models
    }

    /// Cancels the fetch in flight, if any.
    public func cancel() {
        state.withLock { $0.task?.cancel() }
    }
}
