/// A parsed keypath such as `user.tasks.task`, `urls.canonical` or `items.@sum.price`.
///
/// Keypaths are parsed once (when a mapping plan is compiled) and then applied to payload trees,
/// `[String: Any]` dictionaries and models alike. The type is not called `KeyPath` so that it never
/// shadows Swift's own `KeyPath<Root, Value>` in code that imports this module.
///
/// Syntax: components separated by `.`; `\.` is a literal dot inside a key and `\\` a literal
/// backslash; a component starting with `@` is a collection operator (see ``CollectionOperator``).
public struct KeyValuePath: Sendable, Hashable {
    /// One step of a keypath.
    public enum Component: Sendable, Hashable {
        /// Look up a key (in an array: in each element).
        case key(String)
        /// Apply a collection operator to the value reached so far.
        case `operator`(CollectionOperator)
    }

    /// The steps, in order.
    public let components: [Component]

    /// The keypath as written.
    public let text: String

    /// Parses `text`; throws ``KeyPathError`` for an empty component or an unknown operator.
    public init(_ text: String) throws(KeyPathError) {
        self.text = text
        self.components = try Self.parse(text)
    }

    /// A keypath of one key, taken literally (no dot splitting), for property names.
    public init(key: String) {
        self.text = key.replacingDotsWithEscapes()
        self.components = [.key(key)]
    }

    /// A keypath from already-split components.
    public init(components: [Component]) {
        self.components = components
        self.text = components.map { component in
            switch component {
            case .key(let key): key.replacingDotsWithEscapes()
            case .operator(let op): "@" + op.rawValue
            }
        }.joined(separator: ".")
    }

    /// The keys of a keypath made only of keys (no operators), or nil.
    public var keys: [String]? {
        var keys: [String] = []
        keys.reserveCapacity(components.count)
        for component in components {
            guard case .key(let key) = component else { return nil }
            keys.append(key)
        }
        return keys
    }

    /// The last key of the path (`task` for `tasks.task`), used to find element classes.
    public var lastKey: String? {
        for component in components.reversed() {
            if case .key(let key) = component { return key }
        }
        return nil
    }

    /// Whether the path is a single key.
    public var isSingleKey: Bool {
        components.count == 1 && { if case .key = components[0] { return true } else { return false } }()
    }

    private static func parse(_ text: String) throws(KeyPathError) -> [Component] {
        var components: [Component] = []
        var current = ""
        var escaping = false
        var sawAnything = false
        func finish() throws(KeyPathError) {
            guard !current.isEmpty else { throw KeyPathError.emptyComponent(keyPath: text) }
            if current.hasPrefix("@") {
                let name = String(current.dropFirst())
                guard let op = CollectionOperator(rawValue: name) else {
                    throw KeyPathError.unknownOperator(name, keyPath: text)
                }
                components.append(.operator(op))
            } else {
                components.append(.key(current))
            }
            current = ""
        }
        for character in text {
            sawAnything = true
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                try finish()
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        guard sawAnything else { throw KeyPathError.emptyComponent(keyPath: text) }
        try finish()
        return components
    }
}

extension KeyValuePath: CustomStringConvertible {
    public var description: String { text }
}

/// A collection operator usable at any step of a keypath, as in Foundation's KVC.
public enum CollectionOperator: String, Sendable, Hashable, CaseIterable {
    /// The number of elements.
    case count
    /// The sum of the numbers reached by the rest of the path.
    case sum
    /// Their mean.
    case avg
    /// Their minimum (numbers, or strings).
    case min
    /// Their maximum.
    case max
    /// The values reached by the rest of the path, duplicates removed, first occurrence kept.
    case distinctUnionOfObjects
    /// The values reached by the rest of the path, flattened one level when they are arrays.
    case unionOfObjects
}

extension String {
    func replacingDotsWithEscapes() -> String {
        guard contains(".") || contains("\\") else { return self }
        var result = ""
        for character in self {
            if character == "." || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
