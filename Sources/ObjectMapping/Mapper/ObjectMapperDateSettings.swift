import Foundation

/// An ``ObjectMapper``'s date settings: RestKit's patterns and zones.
final class DateSettings: @unchecked Sendable {
    // @unchecked: a box is changed only through `changeDates`, while one mapper holds it alone.
    var formats: [String]
    var remoteTimeZone: TimeZone
    /// nil: the process's current zone, read when asked for.
    var localTimeZone: TimeZone?

    static let defaults = DateSettings(
        formats: ObjectMapper.defaultDateFormats, remoteTimeZone: ObjectMapper.utc, localTimeZone: nil)

    init(formats: [String], remoteTimeZone: TimeZone, localTimeZone: TimeZone?) {
        self.formats = formats
        self.remoteTimeZone = remoteTimeZone
        self.localTimeZone = localTimeZone
    }

    func copy() -> DateSettings {
        DateSettings(formats: formats, remoteTimeZone: remoteTimeZone, localTimeZone: localTimeZone)
    }
}
