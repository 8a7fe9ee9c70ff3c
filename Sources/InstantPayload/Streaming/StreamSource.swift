import Foundation

/// Where a stream reader's bytes come from and which keys its keypath matches: what
/// ``JSONStreamReader`` and InstantXML's `XMLStreamReader` share. The keypath is checked once, when
/// the reader is made; the input is opened once per pass over the document.
package struct StreamSource: Sendable {
    /// The input, as the reader was made with it.
    package enum Input: Sendable {
        case data(Data)
        case file(URL)
        case handle(FileHandle)
    }

    package let input: Input
    /// The keypath's keys; empty for the whole document.
    package let keys: [String]

    /// `input`, read at `keyPath` (nil: the whole document). A keypath with a collection operator
    /// cannot be streamed: it throws, naming `document` (`"a streamed JSON document"`).
    package init(_ input: Input, keyPath: KeyValuePath?, document: String) throws(KeyPathError) {
        if let keyPath {
            guard let keys = keyPath.keys else {
                let op = keyPath.components.lazy.compactMap { component -> CollectionOperator? in
                    if case .operator(let op) = component { return op }
                    return nil
                }.first!
                throw KeyPathError.operatorNotApplicable(op, keyPath: keyPath.text, value: document)
            }
            self.keys = keys
        } else {
            self.keys = []
        }
        self.input = input
    }

    /// The input opened for one pass; the pump closes a file this opened when it is freed (a
    /// caller's handle stays the caller's).
    package func open() throws -> InputPump {
        switch input {
        case .data(let data): return InputPump(data: data)
        case .handle(let handle): return InputPump(handle: handle)
        case .file(let url): return InputPump(handle: try FileHandle(forReadingFrom: url), closing: true)
        }
    }
}
