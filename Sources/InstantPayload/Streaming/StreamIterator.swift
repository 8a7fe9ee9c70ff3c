/// Steps through the values a stream reader (``JSONStreamReader``, InstantXML's `XMLStreamReader`)
/// yields at its keypath; `next()` throws the first parse or read error.
///
/// Not a Swift `IteratorProtocol` because that cannot throw. Iterators are independent: each
/// reads the input from the start, opened on its first `next()` and closed after its last value
/// or its first error.
public struct StreamIterator {
    private let reader: any StreamPassSource
    private var pass: (any StreamPass)?
    private var finished = false

    /// An iterator over `reader`'s values (a reader's `makeIterator()`).
    package init(_ reader: any StreamPassSource) {
        self.reader = reader
    }

    /// How many bytes of the input have been read so far (for progress reports).
    public var bytesRead: Int { pass?.bytesRead ?? finalBytesRead }
    /// The bytes read once the pass is gone (read only when asked, not per value).
    private var finalBytesRead = 0

    /// How the values so far stand to the tree's answer for the keypath (whether it is a list,
    /// or why it differs); final once ``next()`` has returned nil.
    public var answer: StreamedAnswer { pass?.answer ?? finalAnswer }
    /// The answer once the pass is gone (read only when asked, not per value).
    private var finalAnswer = StreamedAnswer.value

    /// The next value at the keypath, or nil after the last one.
    public mutating func next() throws -> Node? {
        if finished { return nil }
        let pass: any StreamPass
        do {
            if let open = self.pass {
                pass = open
            } else {
                pass = try reader.openPass()
                self.pass = pass
            }
            if let value = try pass.next() { return value }
        } catch {
            finish(self.pass)
            throw error
        }
        finish(pass)
        return nil
    }

    /// Keeps what `pass` says last and lets it go (its input is closed).
    private mutating func finish(_ pass: (any StreamPass)?) {
        if let pass {
            finalAnswer = pass.answer
            finalBytesRead = pass.bytesRead
        }
        finished = true
        self.pass = nil
    }
}

/// A stream reader, as ``StreamIterator`` opens it: one pass over its input per iterator.
package protocol StreamPassSource: Sendable {
    /// Opens the input for a new pass.
    func openPass() throws -> any StreamPass
}

/// One pass over a stream reader's input: its values one at a time, reading more input as needed.
package protocol StreamPass: AnyObject {
    /// The next value at the keypath, or nil after the last one.
    func next() throws -> Node?
    /// How the values so far stand to the tree's answer.
    var answer: StreamedAnswer { get }
    /// How many bytes of the input have been read so far.
    var bytesRead: Int { get }
}
