/// The MIME type of a file from its extension, for ``Params`` file parts.
///
/// RestKit asked the system's UTType database, which Linux does not have; a fixed table gives the
/// same answer on every platform, so multipart bodies stay byte-stable. Unknown extensions are
/// `application/octet-stream`, RestKit's fallback.
enum MIMETypes {
    /// The type for `pathExtension` (without the dot, any case).
    static func type(forExtension pathExtension: String) -> String {
        table[pathExtension.lowercased()] ?? fallback
    }

    /// The type of unknown or binary content.
    static let fallback = "application/octet-stream"

    private static let table: [String: String] = [
        // Text
        "txt": "text/plain", "text": "text/plain", "log": "text/plain", "md": "text/markdown",
        "csv": "text/csv", "tsv": "text/tab-separated-values", "html": "text/html", "htm": "text/html",
        "css": "text/css", "ics": "text/calendar", "vcf": "text/vcard", "rtf": "application/rtf",
        // Data
        "json": "application/json", "xml": "application/xml", "plist": "application/x-plist",
        "js": "text/javascript", "yaml": "application/yaml", "yml": "application/yaml",
        "pdf": "application/pdf", "zip": "application/zip", "gz": "application/gzip", "tar": "application/x-tar",
        // Images
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "bmp": "image/bmp", "tif": "image/tiff", "tiff": "image/tiff", "webp": "image/webp",
        "heic": "image/heic", "heif": "image/heif", "svg": "image/svg+xml", "ico": "image/vnd.microsoft.icon",
        // Audio and video
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/aac", "wav": "audio/wav", "caf": "audio/x-caf",
        "aif": "audio/aiff", "aiff": "audio/aiff", "ogg": "audio/ogg", "flac": "audio/flac",
        "mp4": "video/mp4", "m4v": "video/x-m4v", "mov": "video/quicktime", "3gp": "video/3gpp",
        "avi": "video/x-msvideo", "webm": "video/webm",
        // Documents
        "doc": "application/msword", "xls": "application/vnd.ms-excel", "ppt": "application/vnd.ms-powerpoint",
        "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ]
}
