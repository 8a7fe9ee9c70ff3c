import Foundation
import InstantPayload

/// The `Decodable` types the route differential test decodes both ways: nested structs, arrays,
/// optionals, dictionaries, raw-value enums, every integer width, floats and decimals, dates, data
/// and URLs, and hand-written `init(from:)`s using every container call.
enum CodableRouteTypes {
    struct Address: Decodable, Equatable {
        var street: String
        var city: String?
        var zip: Int
    }

    enum Status: String, Decodable, Equatable {
        case active, inactive
        case onHold = "on hold"
    }

    enum Level: Int, Decodable, Equatable {
        case low = 1
        case high = 2
    }

    struct Person: Decodable, Equatable {
        var id: Int
        var name: String
        var email: String?
        var active: Bool
        var score: Double
        var tags: [String]
        var address: Address
        var friends: [Address]?
        var ratings: [String: Int]
        var status: Status
        var level: Level?
        var grid: [[Int]]?

        static func == (lhs: Person, rhs: Person) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.email == rhs.email && lhs.active == rhs.active
                && sameDouble(lhs.score, rhs.score) && lhs.tags == rhs.tags && lhs.address == rhs.address
                && lhs.friends == rhs.friends && lhs.ratings == rhs.ratings && lhs.status == rhs.status
                && lhs.level == rhs.level && lhs.grid == rhs.grid
        }
    }

    /// Doubles compared so that NaN (`"nan"` with the non-conforming strategy) equals NaN; printing
    /// cannot decide it where a dictionary holds one (two equal dictionaries may list their keys in
    /// different orders).
    static func sameDouble(_ lhs: Double, _ rhs: Double) -> Bool {
        lhs == rhs || (lhs.isNaN && rhs.isNaN)
    }

    struct Bounds: Decodable, Equatable {
        var i8: Int8
        var i16: Int16
        var i32: Int32
        var i64: Int64
        var u8: UInt8
        var u16: UInt16
        var u32: UInt32
        var u64: UInt64
        var int: Int
        var uint: UInt?
    }

    struct Numbers: Decodable, Equatable {
        var f: Float
        var d: Double
        var dec: Decimal
        var optional: Float?
        var list: [Double]?
    }

    struct Stamps: Decodable, Equatable {
        var date: Date
        var data: Data
        var url: URL
        var dates: [Date]?
        var optionalData: Data?

        static func == (lhs: Stamps, rhs: Stamps) -> Bool {
            sameDates([lhs.date], [rhs.date]) && lhs.data == rhs.data && lhs.url == rhs.url
                && sameDates(lhs.dates, rhs.dates) && lhs.optionalData == rhs.optionalData
        }
    }

    /// Dates compared so that two NaN dates (`"nan"` read as seconds) are the same value; a NaN
    /// date's `description` traps, so the comparison must not fall back to printing it.
    static func sameDates(_ lhs: [Date]?, _ rhs: [Date]?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { left, right in
                left == right
                    || (left.timeIntervalSinceReferenceDate.isNaN && right.timeIntervalSinceReferenceDate.isNaN)
            }
    }

    /// Reads its keys out of order, through every keyed-container call.
    struct Custom: Decodable, Equatable {
        enum Keys: String, CodingKey {
            case a, b, c, inner, list, flag, missing
        }

        var a: Int
        var c: String
        var bIsNil: Bool
        var hasMissing: Bool
        var keys: [String]
        var innerA: Int?
        var count: Int?
        var items: [Int8?]
        var flag: Bool?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            c = try container.decode(String.self, forKey: .c)
            a = try container.decode(Int.self, forKey: .a)
            hasMissing = container.contains(.missing)
            bIsNil = try container.decodeNil(forKey: .b)
            keys = container.allKeys.map(\.stringValue)
            let inner = try container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            innerA = try inner.decodeIfPresent(Int.self, forKey: .a)
            var list = try container.nestedUnkeyedContainer(forKey: .list)
            count = list.count
            items = []
            while !list.isAtEnd {
                if try list.decodeNil() {
                    items.append(nil)
                } else {
                    items.append(try list.decode(Int8.self))
                }
            }
            flag = try container.decodeIfPresent(Bool.self, forKey: .flag)
        }
    }

    /// An array read as a tuple through an unkeyed container, with nested containers and a
    /// `superDecoder` inside it.
    struct Row: Decodable, Equatable {
        var x: Int
        var y: String
        var point: [String: Double]
        var rest: [Bool]
        var tail: Int?

        enum PointKeys: String, CodingKey { case lat, lon }

        init(from decoder: any Decoder) throws {
            var row = try decoder.unkeyedContainer()
            x = try row.decode(Int.self)
            y = try row.decode(String.self)
            let nested = try row.nestedContainer(keyedBy: PointKeys.self)
            point = [:]
            for key in nested.allKeys { point[key.stringValue] = try nested.decode(Double.self, forKey: key) }
            var inner = try row.nestedUnkeyedContainer()
            rest = []
            while !inner.isAtEnd { rest.append(try inner.decode(Bool.self)) }
            tail = row.isAtEnd ? nil : try Int(from: row.superDecoder())
        }

        static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.x == rhs.x && lhs.y == rhs.y && lhs.rest == rhs.rest && lhs.tail == rhs.tail
                && lhs.point.count == rhs.point.count
                && lhs.point.allSatisfy { key, value in rhs.point[key].map { sameDouble(value, $0) } ?? false }
        }
    }

    class Base: Decodable {
        var id: Int
        private enum Keys: String, CodingKey { case id }
        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .id)
        }
    }

    /// A subclass decoding its superclass from `superDecoder()` and `superDecoder(forKey:)`.
    final class Sub: Base, Equatable {
        var name: String
        var parentID: Int?
        private enum Keys: String, CodingKey { case name, parent }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
            parentID = try? Base(from: container.superDecoder(forKey: .parent)).id
            try super.init(from: container.superDecoder())
        }

        static func == (lhs: Sub, rhs: Sub) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.parentID == rhs.parentID
        }
    }

    /// A single-value type, and a payload kept as a tree.
    struct Wrapper: Decodable, Equatable {
        var value: Int
        init(from decoder: any Decoder) throws {
            value = try decoder.singleValueContainer().decode(Int.self)
        }
    }

    struct Loose: Decodable, Equatable {
        var wrapped: [Wrapper]
        var extra: Node?
        var anything: [String: Node]?
    }

    struct Snake: Decodable, Equatable {
        var userName: String
        var createdAt: Date?
        var homeAddress: Address?

        static func == (lhs: Snake, rhs: Snake) -> Bool {
            lhs.userName == rhs.userName && sameDates(lhs.createdAt.map { [$0] }, rhs.createdAt.map { [$0] })
                && lhs.homeAddress == rhs.homeAddress
        }
    }
}
