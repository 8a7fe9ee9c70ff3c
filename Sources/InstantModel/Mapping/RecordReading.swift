/// A collection run's offer to take elements read straight into its plan's fields, for any reader
/// that can find an element's members without building its object (JSON objects, XML record
/// elements): the fields to fill, and what to call around each element.
///
/// A class: readers consult it once per element, and sharing it costs no retain of its parts.
package final class RecordReading {
    /// The fields a reader puts an element's values in, laid out by the model's plan.
    package let fields: RecordFields
    /// Called before an element is read into ``fields``: false when this one must be read as a tree
    /// (the reader then hands its tree to the run as usual).
    package let begin: () -> Bool
    /// Called after an element was read into ``fields``: maps them. The reader empties the fields
    /// afterwards.
    package let end: () throws -> Void

    /// An offer of `fields`; a reader calls `begin` and `end` around each element it reads into them.
    package init(fields: RecordFields, begin: @escaping () -> Bool, end: @escaping () throws -> Void) {
        self.fields = fields
        self.begin = begin
        self.end = end
    }
}
