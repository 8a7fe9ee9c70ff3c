/// Element and attribute names the writer accepts without asking libxml2.
enum XMLNames {
    /// Whether `name` is an ASCII qualified name (`user_name`, `xs:date`): a letter or `_`, then
    /// letters, digits, `_`, `-` and `.`, with at most one `:` between two such parts. libxml2's
    /// `xmlValidateQName` accepts every one of these on its ASCII path; other names are asked of it.
    static func isPlainQName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            var atPartStart = true
            var sawColon = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                    atPartStart = false
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    if atPartStart { return false }
                case UInt8(ascii: ":"):
                    if atPartStart || sawColon { return false }
                    sawColon = true
                    atPartStart = true
                default:
                    return false
                }
            }
            return !atPartStart
        }
    }
}
