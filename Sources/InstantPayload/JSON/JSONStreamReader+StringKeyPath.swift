import Foundation

extension JSONStreamReader {
    /// A stream over a document in memory, with the keypath written as text (`users`).
    public init(data: Data, keyPath: String, reader: JSONReader = JSONReader(), chunkSize: Int = defaultChunkSize)
        throws(KeyPathError)
    {
        try self.init(data: data, keyPath: try KeyValuePath(keyPath), reader: reader, chunkSize: chunkSize)
    }

    /// A stream over a file, with the keypath written as text.
    public init(
        contentsOf url: URL, keyPath: String, reader: JSONReader = JSONReader(), chunkSize: Int = defaultChunkSize
    ) throws(KeyPathError) {
        try self.init(contentsOf: url, keyPath: try KeyValuePath(keyPath), reader: reader, chunkSize: chunkSize)
    }

    /// A stream over an open file handle, with the keypath written as text.
    public init(
        fileHandle: FileHandle, keyPath: String, reader: JSONReader = JSONReader(), chunkSize: Int = defaultChunkSize
    ) throws(KeyPathError) {
        try self.init(fileHandle: fileHandle, keyPath: try KeyValuePath(keyPath), reader: reader, chunkSize: chunkSize)
    }
}
