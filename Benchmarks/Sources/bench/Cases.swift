import Foundation
import InstantModel
import InstantXML
import ObjectMapping
import SWXMLHash
import XMLCoder

#if canImport(libxml2)
    import libxml2
#else
    import CLibXML2
#endif

/// What one timed run produced: how many records it handled, how many bytes it wrote (encoders),
/// the name of its last record (checked against the generator), and the result, kept alive until
/// the clock has stopped so that freeing it is not timed.
struct RunOutput {
    var count: Int
    var outputBytes = 0
    var lastName: String?
    var keep: Any?
}

/// The input a case reads, prepared before any timing.
enum CaseInput {
    case jsonData
    case xmlData
    case xmlFile
    case jsonFile
    case benchUsers
    case codableUsers
    case rkUsers
    /// Nothing loaded: the case generates its own (small) input.
    case generated
}

/// A benchmark case: a name from the project's fixed list and a closure that prepares its input once
/// and returns the timed body.
struct BenchCase: Sendable {
    let name: String
    let input: CaseInput
    /// Records are capped here and times scaled per record (XMLCoder does not cope with 100k).
    let maxRecords: Int?
    let isOurs: Bool
    let prepare: @Sendable (PreparedInput) throws -> () throws -> RunOutput
}

extension CaseInput: Sendable {}

/// A case's input, already loaded.
struct PreparedInput {
    var records: Int
    var data = Data()
    var fileURL: URL?
    var benchUsers: [any Mappable] = []
    var codableUsers: [CodableUser] = []
    var rkUsers: [RKUser] = []
}

enum Cases {
    static let all: [BenchCase] =
        core.filter { $0.name.hasPrefix("json.") } + simdjson
        + core.filter { !$0.name.hasPrefix("json.") } + small

    /// The cases of the first round (the other groups live in their own files).
    static let core: [BenchCase] =
        [
            BenchCase(name: "json.jsondecoder", input: .jsonData, maxRecords: nil, isOurs: false, prepare: jsonDecoder),
            BenchCase(
                name: "json.serialization", input: .jsonData, maxRecords: nil, isOurs: false, prepare: jsonSerialization
            ),
            BenchCase(
                name: "json.ours.jsonmappable", input: .jsonData, maxRecords: nil, isOurs: true,
                prepare: oursJSONMappable),
            BenchCase(
                name: "json.ours.objectmapper", input: .jsonData, maxRecords: nil, isOurs: true,
                prepare: oursJSONObjectMapper),
            BenchCase(
                name: "json.ours.stream", input: .jsonFile, maxRecords: nil, isOurs: true, prepare: oursJSONStream),
            BenchCase(name: "xml.xmlcoder", input: .xmlData, maxRecords: 25_000, isOurs: false, prepare: xmlCoder),
            BenchCase(name: "xml.swxmlhash", input: .xmlData, maxRecords: nil, isOurs: false, prepare: swxmlHash),
            BenchCase(
                name: "xml.libxml2.reader", input: .xmlData, maxRecords: nil, isOurs: false, prepare: libxml2Reader),
            BenchCase(name: "xml.libxml2.sax", input: .xmlData, maxRecords: nil, isOurs: false, prepare: libxml2SAX),
            BenchCase(
                name: "xml.ours.objectmapper", input: .xmlData, maxRecords: nil, isOurs: true,
                prepare: oursXMLObjectMapper),
            BenchCase(name: "xml.ours.stream", input: .xmlFile, maxRecords: nil, isOurs: true, prepare: oursXMLStream),
            BenchCase(
                name: "encode.jsonencoder", input: .codableUsers, maxRecords: nil, isOurs: false, prepare: jsonEncoder),
            BenchCase(
                name: "encode.ours.json", input: .benchUsers, maxRecords: nil, isOurs: true, prepare: oursJSONEncode),
            BenchCase(
                name: "encode.ours.form", input: .rkUsers, maxRecords: nil, isOurs: true, prepare: oursFormEncode),
            BenchCase(name: "encode.ours.xml", input: .rkUsers, maxRecords: nil, isOurs: true, prepare: oursXMLEncode),
        ] + CodableCases.all + IdentityCases.all + StoreCases.all + StoreQueryCases.all

    /// Cases of the fixed list that the library cannot run yet, with the reason printed in their place.
    static let unavailable: [(name: String, reason: String)] = []

    static func named(_ name: String) -> BenchCase? { all.first { $0.name == name } }

    // MARK: JSON peers

    static func jsonDecoder(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let users = try decoder.decode(CodableUsers.self, from: data).users
            return RunOutput(count: users.count, lastName: users.last?.name, keep: users)
        }
    }

    static func jsonSerialization(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let list = root["users"] as? [[String: Any]]
            else { throw BenchError.wrongResult("no users array") }
            let dates = Date.ISO8601FormatStyle()
            var users: [PlainUser] = []
            users.reserveCapacity(list.count)
            for dictionary in list {
                let user = PlainUser()
                user.id = dictionary["id"] as? Int ?? 0
                user.name = dictionary["name"] as? String ?? ""
                user.email = dictionary["email"] as? String ?? ""
                user.score = dictionary["score"] as? Double ?? 0
                user.active = dictionary["active"] as? Bool ?? false
                if let text = dictionary["created_at"] as? String { user.createdAt = try dates.parse(text) }
                user.tags = dictionary["tags"] as? [String] ?? []
                if let address = dictionary["address"] as? [String: Any] {
                    user.street = address["street"] as? String ?? ""
                    user.city = address["city"] as? String ?? ""
                    user.zip = address["zip"] as? String ?? ""
                }
                users.append(user)
            }
            return RunOutput(count: users.count, lastName: users.last?.name, keep: users)
        }
    }

    // MARK: JSON, ours

    static func oursJSONMappable(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let result = try JSONMapper().map(data, to: [BenchUser].self, keyPath: "users")
            guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors.first!)") }
            return RunOutput(count: result.value.count, lastName: result.value.last?.name, keep: result.value)
        }
    }

    static func oursJSONObjectMapper(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let result = try ObjectMapper(format: .json).map(data, to: [RKUser].self, keyPath: "users")
            guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors.first!)") }
            return RunOutput(count: result.value.count, lastName: result.value.last?.name, keep: result.value)
        }
    }

    // MARK: XML peers

    static func xmlCoder(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let decoder = XMLDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let users = try decoder.decode(XMLCoderUsers.self, from: data).user
            return RunOutput(count: users.count, lastName: users.last?.name, keep: users)
        }
    }

    static func swxmlHash(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let document = XMLHash.parse(data)
            let dates = Date.ISO8601FormatStyle()
            var users: [PlainUser] = []
            for element in document["users"]["user"].all {
                let user = PlainUser()
                user.id = Int(element["id"].element?.text ?? "") ?? 0
                user.name = element["name"].element?.text ?? ""
                user.email = element["email"].element?.text ?? ""
                user.score = Double(element["score"].element?.text ?? "") ?? 0
                user.active = element["active"].element?.text == "true"
                if let text = element["created_at"].element?.text { user.createdAt = try dates.parse(text) }
                user.tags = element["tags"]["tag"].all.compactMap { $0.element?.text }
                let address = element["address"]
                user.street = address["street"].element?.text ?? ""
                user.city = address["city"].element?.text ?? ""
                user.zip = address["zip"].element?.text ?? ""
                users.append(user)
            }
            return RunOutput(count: users.count, lastName: users.last?.name, keep: users)
        }
    }

    /// The options our reader uses (no network, no blanks, no CDATA nodes, compact text).
    static let parserOptions: Int32 = {
        let options: [xmlParserOption] = [
            XML_PARSE_NONET, XML_PARSE_NOERROR, XML_PARSE_NOWARNING, XML_PARSE_NOCDATA,
            XML_PARSE_NOBLANKS, XML_PARSE_COMPACT, XML_PARSE_BIG_LINES,
        ]
        return options.reduce(Int32(0)) { $0 | Int32($1.rawValue) }
    }()

    /// The floor of a pull parser: every node read, its type asked, text values located (not copied).
    static func libxml2Reader(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let elementType = Int32(XML_READER_TYPE_ELEMENT.rawValue)
            let textType = Int32(XML_READER_TYPE_TEXT.rawValue)
            var records = 0
            var textBytes = 0
            let status = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
                let base = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
                // pointer-lint: the reader keeps `base`, and is freed (defer) before the closure returns.
                guard let reader = xmlReaderForMemory(base, Int32(bytes.count), nil, nil, parserOptions) else {
                    return -1
                }
                defer { xmlFreeTextReader(reader) }
                var status = xmlTextReaderRead(reader)
                while status == 1 {
                    let type = xmlTextReaderNodeType(reader)
                    if type == elementType {
                        if xmlTextReaderDepth(reader) == 1 { records += 1 }
                    } else if type == textType, let value = xmlTextReaderConstValue(reader) {
                        textBytes += strlen(value)
                    }
                    status = xmlTextReaderRead(reader)
                }
                return status
            }
            guard status == 0, textBytes > 0 else {
                throw BenchError.wrongResult("xmlTextReader stopped with \(status)")
            }
            return RunOutput(count: records)
        }
    }

    /// What the SAX2 callbacks touch.
    struct SAXCounts {
        var depth = 0
        var records = 0
        var elements = 0
        var textBytes = 0
    }

    /// The floor of a push parser: SAX2 callbacks for every element start, end and text run.
    static func libxml2SAX(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            var handler = xmlSAXHandler()
            handler.initialized = XML_SAX2_MAGIC
            handler.startElementNs = { context, _, _, _, _, _, _, _, _ in
                let counts = context!.assumingMemoryBound(to: SAXCounts.self)
                if counts.pointee.depth == 1 { counts.pointee.records += 1 }
                counts.pointee.depth += 1
                counts.pointee.elements += 1
            }
            handler.endElementNs = { context, _, _, _ in
                context!.assumingMemoryBound(to: SAXCounts.self).pointee.depth -= 1
            }
            handler.characters = { context, _, length in
                context!.assumingMemoryBound(to: SAXCounts.self).pointee.textBytes += Int(length)
            }
            var counts = SAXCounts()
            let status = withUnsafeMutablePointer(to: &counts) { countsPointer in
                data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
                    guard let context = xmlCreatePushParserCtxt(&handler, countsPointer, nil, 0, nil) else { return -1 }
                    defer { xmlFreeParserCtxt(context) }
                    xmlCtxtUseOptions(context, parserOptions)
                    // Pushed in 256 KiB chunks, as a push parser is fed (one huge chunk trips libxml2's limits).
                    let base = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
                    let chunk = 256 * 1024
                    var offset = 0
                    var status: Int32 = 0
                    repeat {
                        let length = min(chunk, bytes.count - offset)
                        let last: Int32 = offset + length == bytes.count ? 1 : 0
                        status = xmlParseChunk(context, base + offset, Int32(length), last)
                        offset += length
                    } while status == 0 && offset < bytes.count
                    return status == 0 && context.pointee.wellFormed != 0 ? 0 : max(status, 1)
                }
            }
            guard status == 0, counts.textBytes > 0 else {
                throw BenchError.wrongResult("SAX2 parse failed with \(status)")
            }
            return RunOutput(count: counts.records)
        }
    }

    // MARK: XML, ours

    static func oursXMLObjectMapper(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let data = input.data
        return {
            let result = try ObjectMapper(format: .xml).map(data, to: [RKXMLUser].self, keyPath: "users.user")
            guard result.report.errors.isEmpty else { throw BenchError.wrongResult("\(result.report.errors.first!)") }
            return RunOutput(count: result.value.count, lastName: result.value.last?.name, keep: result.value)
        }
    }

    /// Streams `users.user` from the file into RestKit models one at a time (`ObjectMapper.mapObjects
    /// (_:streaming:)`); each object is checked and dropped, so memory stays flat.
    static func oursXMLStream(_ input: PreparedInput) throws -> () throws -> RunOutput {
        guard let url = input.fileURL else { throw BenchError.wrongResult("no input file") }
        return {
            var count = 0
            var lastName: String?
            var idSum = 0
            let reader = try XMLStreamReader(contentsOf: url, keyPath: "users.user")
            let report = try ObjectMapper(format: .xml).mapObjects(RKXMLUser.self, streaming: reader) { user in
                count += 1
                idSum &+= user.userID ?? 0
                lastName = user.name
            }
            guard report.errors.isEmpty else { throw BenchError.wrongResult("\(report.errors.first!)") }
            guard idSum == count * (count + 1) / 2 else { throw BenchError.wrongResult("ids do not add up") }
            return RunOutput(count: count, lastName: lastName)
        }
    }

    /// Streams `users` from the JSON file into `jsonMapping` models one at a time (`JSONMapper.mapObjects
    /// (_:streaming:)` over a `JSONStreamReader`); each object is checked and dropped, so memory stays flat.
    static func oursJSONStream(_ input: PreparedInput) throws -> () throws -> RunOutput {
        guard let url = input.fileURL else { throw BenchError.wrongResult("no input file") }
        return {
            var count = 0
            var lastName: String?
            var idSum = 0
            let reader = try JSONStreamReader(contentsOf: url, keyPath: "users")
            let report = try JSONMapper().mapObjects(BenchUser.self, streaming: reader) { user in
                count += 1
                idSum &+= user.id
                lastName = user.name
            }
            guard report.errors.isEmpty else { throw BenchError.wrongResult("\(report.errors.first!)") }
            guard idSum == count * (count + 1) / 2 else { throw BenchError.wrongResult("ids do not add up") }
            return RunOutput(count: count, lastName: lastName)
        }
    }

    // MARK: Encoding

    static func jsonEncoder(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let users = input.codableUsers
        return {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            let data = try encoder.encode(users)
            return RunOutput(count: users.count, outputBytes: data.count, keep: data)
        }
    }

    /// One POST body per object, as a client sends them: `DynamicRouter` parameters (properties and
    /// the address relationship) in `format`.
    static func requestBodies(_ input: PreparedInput, format: RequestSerializationFormat) throws -> () throws ->
        RunOutput
    {
        let users = input.rkUsers
        let router = DynamicRouter(serializationFormat: format)
        try router.routeClass(RKUser.self, toResourcePath: "/users", forMethod: .post)
        return {
            var bytes = 0
            for user in users {
                guard let body = try router.serialization(forObject: user, method: .post)?.httpBody else {
                    throw BenchError.wrongResult("no body")
                }
                bytes += body.count
            }
            return RunOutput(count: users.count, outputBytes: bytes)
        }
    }

    static func oursFormEncode(_ input: PreparedInput) throws -> () throws -> RunOutput {
        try requestBodies(input, format: .formURLEncoded)
    }

    static func oursXMLEncode(_ input: PreparedInput) throws -> () throws -> RunOutput {
        try requestBodies(input, format: .xml)
    }

    static func oursJSONEncode(_ input: PreparedInput) throws -> () throws -> RunOutput {
        let users = input.benchUsers
        return {
            let data = try JSONMapper().jsonData(ofObjects: users)
            return RunOutput(count: users.count, outputBytes: data.count, keep: data)
        }
    }
}

enum BenchError: Error, CustomStringConvertible {
    case wrongResult(String)
    case usage(String)
    case child(String)

    var description: String {
        switch self {
        case .wrongResult(let text): "wrong result: \(text)"
        case .usage(let text): text
        case .child(let text): text
        }
    }
}
