import Foundation
import InstantModel

/// A `multipart/form-data` request body with values, data and files (`RKParams`), for uploads.
///
/// ```swift
/// let params = Params()
/// params.setValue("Blake", forParam: "human[name]")
/// try params.setFile(avatarURL, forParam: "human[avatar]")   // image/png, filename="avatar.png"
/// loader.params = params
/// ```
///
/// Each part, in the order it was added (RestKit's order), is
/// `--boundary CRLF Content-Disposition: form-data; name="…"[; filename="…"] CRLF [Content-Type: … CRLF] CRLF
/// body CRLF`, and the body ends with `--boundary-- CRLF`, exactly as RestKit wrote it. Values have no
/// `Content-Type`, and neither has data added without a MIME type or a file name (RestKit's
/// `RKParamsAttachment` wrote such a part as a plain field); data with a file name and file parts
/// always have one, guessed from the extension when not given. Data added with a MIME type and no
/// file name is sent with `filename=""`, as 0.9.2 sent it. Values are written as in a form body (strings as
/// they are, numbers as written, Booleans `1`/`0`, dates ISO 8601), and an array or dictionary value
/// becomes one part per element, named `param[]` / `param[key]`. In names and file names, `"`, CR and
/// LF are written `%22`, `%0D`, `%0A`, as browsers do.
///
/// RestKit used one fixed boundary (`0xKhTmLbOuNdArY`); here it is random by default, so file
/// contents cannot collide with it, and fixed when given to ``init(boundary:)`` (tests, golden files).
/// Files are checked when added and read when the body is built, so a large upload is not held in
/// memory twice; a missing file is a `RequestSerializationError` naming its path.
public final class Params: RequestSerializable {
    private enum Source {
        case data(Data)
        case file(URL)
    }

    private struct Part {
        var name: String
        var fileName: String?
        var mimeType: String?
        var source: Source
    }

    /// The multipart boundary.
    public let boundary: String
    private var parts: [Part] = []

    /// An empty body with `boundary` (1 to 70 characters of letters, digits and `'()+_,-./:=?`), or a
    /// random one.
    public init(boundary: String? = nil) {
        self.boundary = boundary ?? "InstantModelBoundary" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    }

    /// A body with one value part per key, keys sorted (`+paramsWithDictionary:`).
    public convenience init(dictionary: [String: Any], boundary: String? = nil) {
        self.init(boundary: boundary)
        for key in dictionary.keys.sorted() { setValue(dictionary[key]!, forParam: key) }
    }

    /// Whether no part has been added.
    public var isEmpty: Bool { parts.isEmpty }

    // MARK: Adding parts

    /// Adds a value part (`-setValue:forParam:`); arrays and dictionaries add one part per element.
    public func setValue(_ value: Any, forParam param: String) {
        if let data = value as? Data {
            setData(data, forParam: param)
            return
        }
        guard let node = try? Node(encoding: value) else {
            parts.append(Part(name: param, source: .data(Data(String(describing: value).utf8))))
            return
        }
        for (name, text) in FormURLEncoder.parameters(node, name: FormURLEncoder.Name(root: param)) {
            parts.append(Part(name: name.rendered(escaping: { $0 }), source: .data(Data(text.utf8))))
        }
    }

    /// Adds a data part with no MIME type (`-setData:forParam:`): a plain field, as RestKit wrote it.
    public func setData(_ data: Data, forParam param: String) {
        setData(data, mimeType: nil, fileName: nil, forParam: param)
    }

    /// Adds a data part of type `mimeType` (`-setData:MIMEType:forParam:`), with an empty file name
    /// (`filename=""`) as RestKit 0.9.2 wrote it: its `RKParamsAttachment` started every part with the
    /// file name `@""`, and a part with a MIME type and a file name is a file to Rack and PHP.
    public func setData(_ data: Data, mimeType: String, forParam param: String) {
        setData(data, mimeType: mimeType, fileName: "", forParam: param)
    }

    /// Adds a data part sent as a file named `fileName` (`-setData:MIMEType:fileName:forParam:`); a nil
    /// MIME type is guessed from the file name's extension, else `application/octet-stream`. With
    /// neither a MIME type nor a file name the part is a plain field (no `Content-Type`), as in RestKit.
    public func setData(_ data: Data, mimeType: String?, fileName: String?, forParam param: String) {
        let type = mimeType ?? fileName.map { MIMETypes.type(forExtension: ($0 as NSString).pathExtension) }
        parts.append(Part(name: param, fileName: fileName, mimeType: type, source: .data(data)))
    }

    /// Adds the file at `url` (`-setFile:forParam:`): its MIME type guessed from its extension, its
    /// name from the URL. Throws `RequestSerializationError.fileNotFound(path:)` when there is no
    /// readable file there.
    public func setFile(_ url: URL, forParam param: String) throws {
        try setFile(url, mimeType: nil, fileName: nil, forParam: param)
    }

    /// Adds the file at `url` with this MIME type and file name (each guessed when nil)
    /// (`-setFile:MIMEType:fileName:forParam:`).
    public func setFile(_ url: URL, mimeType: String?, fileName: String?, forParam param: String) throws {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            throw RequestSerializationError.fileNotFound(path: path)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw RequestSerializationError.unreadableFile(path: path, reason: "permission denied")
        }
        parts.append(
            Part(
                name: param, fileName: fileName ?? url.lastPathComponent,
                mimeType: mimeType ?? MIMETypes.type(forExtension: url.pathExtension), source: .file(url)))
    }

    // MARK: RequestSerializable

    /// `multipart/form-data; boundary=…`.
    public var httpHeaderValueForContentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The body, or nil when an attached file can no longer be read (``encodedBody()`` says why).
    public var httpBody: Data? { try? encodedBody() }

    /// The body; throws `RequestSerializationError` naming the path of a file that can no longer be
    /// read.
    public func encodedBody() throws -> Data {
        var body = Data()
        for part in parts {
            body.append(header(of: part))
            switch part.source {
            case .data(let data):
                body.append(data)
            case .file(let url):
                body.append(try contents(of: url))
            }
            body.append(Self.crlf)
        }
        body.append(footer)
        return body
    }

    /// The body's length in bytes (`-HTTPHeaderValueForContentLength`), from the files' sizes, without
    /// reading them.
    public var httpBodyContentLength: Int {
        var length = footer.count
        for part in parts {
            length += header(of: part).count + Self.crlf.count
            switch part.source {
            case .data(let data):
                length += data.count
            case .file(let url):
                let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
                length += (attributes?[.size] as? NSNumber)?.intValue ?? 0
            }
        }
        return length
    }

    // MARK: Writing

    private static let crlf = Data("\r\n".utf8)

    private var footer: Data { Data("--\(boundary)--\r\n".utf8) }

    private func header(of part: Part) -> Data {
        var text = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(Self.quoted(part.name))\""
        if let fileName = part.fileName { text += "; filename=\"\(Self.quoted(fileName))\"" }
        text += "\r\n"
        if let mimeType = part.mimeType { text += "Content-Type: \(mimeType)\r\n" }
        text += "\r\n"
        return Data(text.utf8)
    }

    private static func quoted(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "%22"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private func contents(of url: URL) throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RequestSerializationError.fileNotFound(path: url.path)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw RequestSerializationError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}
