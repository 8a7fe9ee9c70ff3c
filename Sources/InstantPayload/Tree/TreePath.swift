/// Where in a payload tree something happened, built only when an error is reported.
///
/// Readers, writers and bridges record the steps from the failing value up to the root while an
/// error unwinds, so the success path never pays for path bookkeeping.
package struct TreePath: Sendable, Equatable {
    /// One step: an object key or an array position.
    package enum Step: Sendable, Equatable {
        case key(String)
        case index(Int)
    }

    /// The steps from the failing value towards the root (innermost first).
    package private(set) var reversedSteps: [Step] = []

    /// Records the step that leads from the parent to the value that failed.
    package mutating func prepend(_ step: Step) {
        reversedSteps.append(step)
    }

    /// The path in keypath syntax (`user.tags.2`; a dot inside a key is written `\.`); empty at the root.
    package var keyPath: String {
        reversedSteps.reversed().map { step in
            switch step {
            case .key(let key): key.replacingDotsWithEscapes()
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }
}
