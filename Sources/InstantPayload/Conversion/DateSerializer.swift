import Foundation

/// Reads and writes `Date` values: ISO 8601 by default, or any `DateFormatter` patterns.
///
/// ISO 8601 text (`2009-08-17T19:24:40Z`, with optional fractional seconds and `±hh:mm` offsets, or a
/// bare `2009-08-17`) is parsed by a dedicated scanner, so the common case costs no formatter at all.
/// Other patterns each get one cached formatter. A string without its own offset is read in
/// ``timeZone``; a string that carries an offset is read with that offset (RestKit 0.9.2 shifted such
/// dates twice).
public struct DateSerializer: Sendable, Equatable {
    /// The patterns tried in order when reading; an ISO 8601 pattern (or none at all) uses the fast
    /// scanner.
    public var formats: [String] {
        get { settings.formats }
        set { settings = Settings(formats: newValue, outputFormat: outputFormat, timeZone: timeZone) }
    }
    /// The pattern used for writing; nil writes ISO 8601 (`yyyy-MM-dd'T'HH:mm:ss'Z'` in UTC, with
    /// milliseconds when the date has them).
    public var outputFormat: String? {
        get { settings.outputFormat }
        set { settings = Settings(formats: formats, outputFormat: newValue, timeZone: timeZone) }
    }
    /// The zone of strings that carry no offset, and of written dates in a custom output format.
    public var timeZone: TimeZone {
        get { settings.timeZone }
        set { settings = Settings(formats: formats, outputFormat: outputFormat, timeZone: newValue) }
    }

    /// The settings in one immutable box: mapping options carry a serializer into every run, and
    /// copying one reference costs a small call less than copying each setting's.
    private var settings: Settings

    private final class Settings: Sendable {
        let formats: [String]
        /// For each format, whether the fast scanner reads it (decided once, not per value).
        let scannedFormats: [Bool]
        let outputFormat: String?
        let timeZone: TimeZone

        init(formats: [String], outputFormat: String?, timeZone: TimeZone) {
            self.formats = formats
            self.scannedFormats = formats.map(DateSerializer.iso8601Patterns.contains)
            self.outputFormat = outputFormat
            self.timeZone = timeZone
        }
    }

    /// UTC, looked up once (every default `MappingOptions` makes a serializer).
    @usableFromInline static let utc = TimeZone(identifier: "UTC")!

    /// A serializer for one `format` (nil: ISO 8601), in `timeZone` (default UTC).
    public init(format: String? = nil, timeZone: TimeZone = DateSerializer.utc) {
        settings = Settings(formats: format.map { [$0] } ?? [], outputFormat: format, timeZone: timeZone)
    }

    /// A serializer that reads any of `formats` (tried in order) and writes `outputFormat`.
    public init(formats: [String], outputFormat: String? = nil, timeZone: TimeZone = DateSerializer.utc) {
        settings = Settings(formats: formats, outputFormat: outputFormat, timeZone: timeZone)
    }

    /// Serializers are equal when they read the same patterns in the same zone and write the same
    /// output format (mapping plans are cached per serializer registry, so this must hold by value).
    public static func == (lhs: DateSerializer, rhs: DateSerializer) -> Bool {
        lhs.settings === rhs.settings
            || (lhs.formats == rhs.formats && lhs.outputFormat == rhs.outputFormat && lhs.timeZone == rhs.timeZone)
    }

    /// The ISO 8601 patterns the fast scanner stands in for.
    static let iso8601Patterns: Set<String> = [
        "yyyy-MM-dd'T'HH:mm:ss'Z'", "yyyy-MM-dd'T'HH:mm:ssZ", "yyyy-MM-dd'T'HH:mm:ssZZZZZ",
        "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", "yyyy-MM-dd'T'HH:mm:ss.SSSZ", "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ",
        "yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd",
    ]

    /// The date in `string`, or nil when no format matches.
    public func date(from string: String) -> Date? {
        let settings = settings
        let timeZone = settings.timeZone
        if settings.formats.isEmpty { return ISO8601Scanner.date(from: string, defaultTimeZone: timeZone) }
        for (index, format) in settings.formats.enumerated() {
            if settings.scannedFormats[index] {
                if let date = ISO8601Scanner.date(from: string, defaultTimeZone: timeZone) { return date }
            } else if let date = FormatterCache.shared.date(from: string, format: format, timeZone: timeZone) {
                return date
            }
        }
        return nil
    }

    /// The string form of `date`.
    public func string(from date: Date) -> String {
        if writesISO8601 { return ISO8601Scanner.string(from: date) }
        guard let outputFormat else { return ISO8601Scanner.string(from: date) }
        return FormatterCache.shared.string(from: date, format: outputFormat, timeZone: timeZone)
    }

    /// Whether ``string(from:)`` writes the built-in ISO 8601 form (no formatter): writers copy it
    /// straight into their output with `ISO8601Scanner.withUTF8(of:_:)`.
    package var writesISO8601: Bool {
        guard let outputFormat else { return true }
        return Self.iso8601Patterns.contains(outputFormat) && outputFormat != "yyyy-MM-dd"
    }

    public func serializedObject(_ object: Any) -> String? {
        (object as? Date).map(string(from:))
    }

    public func deserializedObject(from string: String) -> Any? {
        date(from: string)
    }
}

/// One `DateFormatter` per (pattern, zone), shared and used under a lock.
final class FormatterCache: Sendable {
    static let shared = FormatterCache()
    private let formatters = Locked<[String: DateFormatter]>([:])

    private func withFormatter<T>(format: String, timeZone: TimeZone, _ body: (DateFormatter) -> T) -> T {
        formatters.withLock { cache in
            let key = format + "|" + timeZone.identifier
            let formatter: DateFormatter
            if let cached = cache[key] {
                formatter = cached
            } else {
                formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = format
                formatter.timeZone = timeZone
                cache[key] = formatter
            }
            return body(formatter)
        }
    }

    func date(from string: String, format: String, timeZone: TimeZone) -> Date? {
        withFormatter(format: format, timeZone: timeZone) { $0.date(from: string) }
    }

    func string(from date: Date, format: String, timeZone: TimeZone) -> String {
        withFormatter(format: format, timeZone: timeZone) { $0.string(from: date) }
    }
}

/// A formatter-free reader and writer of ISO 8601 timestamps.
enum ISO8601Scanner {
    /// Reads `YYYY-MM-DD`, optionally followed by `THH:MM[:SS[.fff]]` and `Z` or `±HH[:]MM`.
    static func date(from string: String, defaultTimeZone: TimeZone) -> Date? {
        var string = string
        return string.withUTF8 { bytes -> Date? in
            var position = 0
            let count = bytes.count
            @inline(__always)
            func digits(_ n: Int) -> Int? {
                guard position + n <= count else { return nil }
                var value = 0
                for offset in 0..<n {
                    let byte = bytes[position + offset]
                    guard byte >= 48, byte <= 57 else { return nil }
                    value = value * 10 + Int(byte - 48)
                }
                position += n
                return value
            }
            @inline(__always)
            func expect(_ byte: UInt8) -> Bool {
                guard position < count, bytes[position] == byte else { return false }
                position += 1
                return true
            }
            guard let year = digits(4), expect(45), let month = digits(2), expect(45), let day = digits(2),
                (1...12).contains(month), (1...31).contains(day)
            else { return nil }
            var hour = 0
            var minute = 0
            var second = 0
            var fraction = 0.0
            var offsetSeconds: Int?
            if position < count {
                // The date and time are separated by `T`, `t` or a space.
                guard bytes[position] == 84 || bytes[position] == 116 || bytes[position] == 32 else { return nil }
                position += 1
                guard let h = digits(2), expect(58), let m = digits(2) else { return nil }
                hour = h
                minute = m
                if expect(58) {
                    guard let s = digits(2) else { return nil }
                    second = s
                    if position < count, bytes[position] == 46 || bytes[position] == 44 {  // . or ,
                        position += 1
                        var scale = 0.1
                        let start = position
                        while position < count, bytes[position] >= 48, bytes[position] <= 57 {
                            fraction += Double(bytes[position] - 48) * scale
                            scale /= 10
                            position += 1
                        }
                        guard position > start else { return nil }
                    }
                }
                guard hour <= 24, minute <= 59, second <= 60 else { return nil }
                if position < count {
                    let sign = bytes[position]
                    if sign == 90 || sign == 122 {  // Z z
                        position += 1
                        offsetSeconds = 0
                    } else if sign == 43 || sign == 45 {  // + -
                        position += 1
                        guard let oh = digits(2) else { return nil }
                        _ = expect(58)
                        let om = digits(2) ?? 0
                        let magnitude = oh * 3600 + om * 60
                        offsetSeconds = sign == 45 ? -magnitude : magnitude
                    } else {
                        return nil
                    }
                }
            }
            guard position == count else { return nil }
            // Reject impossible days such as February 30.
            guard day <= daysInMonth(month, year: year) else { return nil }
            let days = daysFromCivil(year: year, month: month, day: day)
            let local = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
            if let offsetSeconds { return Date(timeIntervalSince1970: local - Double(offsetSeconds)) }
            let guess = Date(timeIntervalSince1970: local)
            let zoneOffset = defaultTimeZone.secondsFromGMT(for: guess)
            let adjusted = Date(timeIntervalSince1970: local - Double(zoneOffset))
            let correctedOffset = defaultTimeZone.secondsFromGMT(for: adjusted)
            return Date(timeIntervalSince1970: local - Double(correctedOffset))
        }
    }

    /// `yyyy-MM-dd'T'HH:mm:ss'Z'` in UTC, with `.SSS` when the date has a fractional second; written
    /// straight into the string's buffer.
    static func string(from date: Date) -> String {
        guard let fields = Fields(date) else {
            return generalString(from: date)
        }
        return String(unsafeUninitializedCapacity: fields.length) { buffer in
            fields.write(into: buffer)
            return fields.length
        }
    }

    /// The text of ``string(from:)`` handed to `body` without making a `String` (a JSON writer
    /// copies it into its output).
    static func withUTF8<R>(of date: Date, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard let fields = Fields(date) else {
            var text = generalString(from: date)
            return text.withUTF8(body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            fields.write(into: buffer)
            return body(UnsafeBufferPointer(rebasing: buffer[..<fields.length]))
        }
    }

    /// Outside four-digit years: the general (slower) form with a sign and padding.
    private static func generalString(from date: Date) -> String {
        let fields = Fields(date, anyYear: true).unsafelyUnwrapped
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", fields.year, fields.month, fields.day,
            fields.secondsOfDay / 3600, fields.secondsOfDay % 3600 / 60, fields.secondsOfDay % 60)
            + (fields.millis != 0 ? String(format: ".%03d", fields.millis) : "") + "Z"
    }

    /// A date's UTC calendar fields, as ``string(from:)`` writes them.
    private struct Fields {
        var year: Int
        var month: Int
        var day: Int
        var secondsOfDay: Int
        var millis: Int

        /// Nil outside four-digit years unless `anyYear`.
        init?(_ date: Date, anyYear: Bool = false) {
            let interval = date.timeIntervalSince1970
            var whole = interval.rounded(.down)
            var millis = Int(((interval - whole) * 1000).rounded())
            if millis == 1000 {
                whole += 1
                millis = 0
            }
            let total = Int(whole)
            var days = total / 86_400
            var secondsOfDay = total % 86_400
            if secondsOfDay < 0 {
                secondsOfDay += 86_400
                days -= 1
            }
            let civil = ISO8601Scanner.civilFromDays(days)
            guard anyYear || (0...9999).contains(civil.year) else { return nil }
            (year, month, day) = civil
            self.secondsOfDay = secondsOfDay
            self.millis = millis
        }

        var length: Int { millis != 0 ? 24 : 20 }

        /// Writes the ``length`` bytes of the text at the start of `buffer`.
        func write(into buffer: UnsafeMutableBufferPointer<UInt8>) {
            func put(_ value: Int, width: Int, at offset: Int) {
                var value = value
                for index in stride(from: offset + width - 1, through: offset, by: -1) {
                    buffer[index] = UInt8(48 + value % 10)
                    value /= 10
                }
            }
            put(year, width: 4, at: 0)
            buffer[4] = 45  // -
            put(month, width: 2, at: 5)
            buffer[7] = 45
            put(day, width: 2, at: 8)
            buffer[10] = 84  // T
            put(secondsOfDay / 3600, width: 2, at: 11)
            buffer[13] = 58  // :
            put(secondsOfDay % 3600 / 60, width: 2, at: 14)
            buffer[16] = 58
            put(secondsOfDay % 60, width: 2, at: 17)
            if millis != 0 {
                buffer[19] = 46  // .
                put(millis, width: 3, at: 20)
            }
            buffer[length - 1] = 90  // Z
        }
    }

    /// The number of days in `month` (1 to 12) of the proleptic Gregorian `year`.
    @inline(__always)
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
