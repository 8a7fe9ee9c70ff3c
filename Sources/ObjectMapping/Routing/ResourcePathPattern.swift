import Foundation
import InstantModel

/// A resource path with keypaths to fill in from an object: `/humans/(railsID)` (RestKit 0.9's
/// `RKMakePathWithObject`) or `/humans/:railsID` (RestKit 0.10's `RKPathMatcher`), parsed once when the
/// route is registered.
///
/// Syntax:
/// * `(keyPath)`: everything up to the next `)` is a keypath, evaluated with key-value coding; its
///   value's text goes in as it is, unescaped, as 0.9.2's `RKMakePathWithObject` wrote it, so a keypath
///   may yield a whole sub-path (`(polymorphicResourcePath)` → `/this/is/the/path`).
/// * `:keyPath`: a name (`[A-Za-z_][A-Za-z0-9_]*`), continued by `.name` steps (`:house.railsID`); its
///   value is percent-escaped for a path segment, as 0.10's `RKPathMatcher` did.
/// * `\x` is a literal `x` anywhere, so `/humans/:railsID\.json` ends the keypath before `.json`.
/// * Everything else is copied as it is.
struct ResourcePathPattern: Sendable, Equatable {
    /// A piece of the pattern.
    enum Segment: Sendable, Equatable {
        /// Text copied as it is.
        case literal(String)
        /// A `:keyPath` whose value is interpolated percent-escaped.
        case keyPath(String)
        /// A `(keyPath)` whose value's text is interpolated as it is (RestKit 0.9.2).
        case verbatimKeyPath(String)
    }

    /// The pattern as written.
    let text: String
    /// The pattern, split.
    let segments: [Segment]

    /// Parses `text`; throws ``RoutingError/invalidPattern(_:reason:)`` for an unclosed `(`, an empty
    /// keypath, or a keypath the keypath parser rejects.
    init(_ text: String) throws(RoutingError) {
        self.text = text
        var segments: [Segment] = []
        var literal = ""
        let characters = Array(text)
        var index = 0

        func flushLiteral() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        func appendKeyPath(_ keyPath: String, verbatim: Bool) throws(RoutingError) {
            guard !keyPath.isEmpty else { throw .invalidPattern(text, reason: "empty keypath") }
            do {
                _ = try KeyValuePath(keyPath)
            } catch {
                throw .invalidPattern(text, reason: "keypath '\(keyPath)': \(error)")
            }
            flushLiteral()
            segments.append(verbatim ? .verbatimKeyPath(keyPath) : .keyPath(keyPath))
        }

        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                if index + 1 < characters.count {
                    literal.append(characters[index + 1])
                    index += 2
                } else {
                    literal.append(character)
                    index += 1
                }
            case "(":
                guard let close = characters[(index + 1)...].firstIndex(of: ")") else {
                    throw .invalidPattern(text, reason: "'(' at offset \(index) is never closed")
                }
                try appendKeyPath(String(characters[(index + 1)..<close]), verbatim: true)
                index = close + 1
            case ":" where index + 1 < characters.count && Self.startsName(characters[index + 1]):
                var end = index + 1
                var keyPath = ""
                while true {
                    let start = end
                    while end < characters.count && Self.continuesName(characters[end]) { end += 1 }
                    keyPath += String(characters[start..<end])
                    // A dot continues the keypath only when a name follows it.
                    guard end + 1 < characters.count, characters[end] == ".", Self.startsName(characters[end + 1])
                    else { break }
                    keyPath += "."
                    end += 1
                }
                try appendKeyPath(keyPath, verbatim: false)
                index = end
            default:
                literal.append(character)
                index += 1
            }
        }
        flushLiteral()
        self.segments = segments
    }

    /// The keypaths the pattern interpolates, in order.
    var keyPaths: [String] {
        segments.compactMap { segment in
            switch segment {
            case .keyPath(let keyPath), .verbatimKeyPath(let keyPath): keyPath
            case .literal: nil
            }
        }
    }

    /// The path for `object`: each keypath's value as text; a `:keyPath` value is percent-escaped for a
    /// path segment unless `escapingValues` is false, a `(keyPath)` value never is.
    func path(for object: any ObjectMappable, escapingValues: Bool = true) throws(RoutingError) -> String {
        let className = String(describing: type(of: object))
        var path = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                path += text
            case .keyPath(let keyPath):
                let text = try Self.text(at: keyPath, of: object, className: className)
                path += escapingValues ? PercentEncoding.escape(text) : text
            case .verbatimKeyPath(let keyPath):
                path += try Self.text(at: keyPath, of: object, className: className)
            }
        }
        return path
    }

    private static func text(at keyPath: String, of object: any ObjectMappable, className: String) throws(RoutingError)
        -> String
    {
        let value: Any?
        do {
            value = try object.value(forKeyPath: keyPath)
        } catch is KeyValueCodingError {
            throw .unknownPathKey(keyPath: keyPath, class: className)
        } catch {
            throw .invalidPattern(keyPath, reason: "\(error)")
        }
        guard let value, !NullValue.isNull(value) else { throw .nilPathValue(keyPath: keyPath, class: className) }
        let node: Node
        do {
            node = try Node(encoding: value)
        } catch {
            throw .unsupportedPathValue(
                keyPath: keyPath, class: className, valueType: String(describing: type(of: value)))
        }
        if case .null = node { throw .nilPathValue(keyPath: keyPath, class: className) }
        guard let text = ParameterText.text(of: node) else {
            throw .unsupportedPathValue(keyPath: keyPath, class: className, valueType: node.kindName)
        }
        return text
    }

    private static func startsName(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    private static func continuesName(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }
}
