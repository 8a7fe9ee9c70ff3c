import Foundation
import InstantPayload

extension XMLStreamReader {
    /// A stream over a document in memory, with the keypath written as text (`records.record`).
    public init(data: Data, keyPath: String, options: XMLReader.Options = XMLReader.Options()) throws(KeyPathError) {
        try self.init(data: data, keyPath: try KeyValuePath(keyPath), options: options)
    }

    /// A stream over a file, with the keypath written as text.
    public init(contentsOf url: URL, keyPath: String, options: XMLReader.Options = XMLReader.Options())
        throws(KeyPathError)
    {
        try self.init(contentsOf: url, keyPath: try KeyValuePath(keyPath), options: options)
    }

    /// A stream over an open file handle, with the keypath written as text.
    public init(fileHandle: FileHandle, keyPath: String, options: XMLReader.Options = XMLReader.Options())
        throws(KeyPathError)
    {
        try self.init(fileHandle: fileHandle, keyPath: try KeyValuePath(keyPath), options: options)
    }
}
