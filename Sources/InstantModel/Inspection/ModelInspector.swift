/// Lists a class's properties: Instant Cocoa's `ICModelInspector`.
public struct ModelInspector {
    /// The inspected class.
    public let inspectedClass: any Inspectable.Type

    /// An inspector for `inspectedClass` (`-initWithClass:`).
    public init(class inspectedClass: any Inspectable.Type) {
        self.inspectedClass = inspectedClass
    }

    /// The attributes of every property, by name.
    public var properties: [String: PropertyAttributes] { inspectedClass.propertyTable.attributes }

    /// The attributes in declaration order, superclass first.
    public var orderedProperties: [PropertyAttributes] { inspectedClass.propertyTable.accessors.map(\.attributes) }
}
