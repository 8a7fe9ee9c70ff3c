/// Maps Objective-C property types to Swift: Foundation types, scalars, model classes and collections
/// of them, with `NSNumber` typed from sample payloads when they are given.
struct TypeContext {
    /// Every model class of the app (value objects included) and its kind.
    var kinds: [String: MigratedClass.Kind]
    /// Element name → class, from `-registerClass:forElementNamed:` (RestKit 0.9 found a
    /// relationship's class this way).
    var registered: [String: String]
    var samples: SampleTypes

    private static let objects: [String: (swift: String, mapping: String, initial: String?)] = [
        "NSString": ("String", "String", "\"\""), "NSMutableString": ("String", "String", "\"\""),
        "NSDecimalNumber": ("Decimal", "Decimal", "0"), "NSDate": ("Date", "Date", nil), "NSURL": ("URL", "URL", nil),
        "NSUUID": ("UUID", "UUID", nil), "id": ("Node", "Any", nil), "NSObject": ("Node", "Any", nil),
        "NSDictionary": ("Node", "Any", nil), "NSMutableDictionary": ("Node", "Any", nil),
    ]
    private static let scalars: [String: (swift: String, mapping: String, initial: String)] = [
        "BOOL": ("Bool", "Bool", "false"), "bool": ("Bool", "Bool", "false"), "NSInteger": ("Int", "Int", "0"),
        "NSUInteger": ("Int", "Int", "0"), "int": ("Int32", "Int32", "0"), "long": ("Int", "Int", "0"),
        "long long": ("Int64", "Int64", "0"), "int64_t": ("Int64", "Int64", "0"), "int32_t": ("Int32", "Int32", "0"),
        "CGFloat": ("Double", "Double", "0"), "double": ("Double", "Double", "0"), "float": ("Float", "Float", "0"),
        "NSTimeInterval": ("Double", "Double", "0"),
    ]
    private static let collections: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]

    /// The Swift property for `property`; `elementClass` is a collection's element class when another
    /// declaration names it, `keys` the payload keys it maps from (for samples).
    func swiftProperty(_ property: ObjCProperty, elementClass: String?, keys: [String]) -> MigratedClass.Property {
        var result = MigratedClass.Property(
            name: property.name, swiftType: "Node", initialValue: nil, isReadOnly: property.isReadOnly,
            mappingType: "Any")
        let type = property.typeName
        if !property.isObject, let scalar = Self.scalars[type] {
            result.swiftType = scalar.swift
            result.mappingType = scalar.mapping
            result.initialValue = scalar.initial
            return result
        }
        if Self.collections.contains(type) {
            let element = property.genericElement ?? elementClass
            if let element, kinds[element] != nil {
                result.swiftType = "[\(element)]"
                result.mappingType = "[\(element)]"
            } else if let element, let known = Self.objects[element], known.swift != "Node" {
                result.swiftType = "[\(known.swift)]"
                result.mappingType = "[\(known.mapping)]"
            } else {
                result.swiftType = "[Node]"
                result.mappingType = "[Any]"
                result.note =
                    "element class unknown: add +mappingClassFor\(property.name.prefix(1).uppercased() + property.name.dropFirst()) or a registered element"
            }
            if type.contains("Set") { result.note = result.note ?? "\(type) becomes an array (payload order kept)" }
            result.initialValue = "[]"
            return result
        }
        let wantsValue = property.nonnull == true
        if type == "NSNumber" {
            let (swift, note) = samples.numberType(forKeys: keys)
            result.swiftType = swift
            result.mappingType = swift
            result.note = note
            if wantsValue { result.initialValue = swift == "Bool" ? "false" : "0" }
            return result
        }
        if let known = Self.objects[type] {
            result.swiftType = known.swift
            result.mappingType = known.mapping
            if wantsValue, let initial = known.initial { result.initialValue = initial }
            if property.typeName.hasPrefix("NSMutable") { result.note = "\(type) becomes a Swift value" }
            return result
        }
        if kinds[type] != nil {
            result.swiftType = type
            result.mappingType = kinds[type] == .valueObject ? "Any" : type
            return result
        }
        result.note = "\(type) is not a model class of these sources: kept as the payload tree"
        return result
    }
}
