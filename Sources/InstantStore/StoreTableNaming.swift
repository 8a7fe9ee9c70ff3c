import InstantModel

/// A model that names its own table (default: the class's name), so a renamed class keeps its
/// rows, or two versions of a model read one table.
public protocol StoreTableNaming: Mappable {
    /// The table the class's objects are kept in.
    static var storeTableName: String { get }
}
