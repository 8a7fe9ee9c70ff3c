/// What a reader calls around each element it reads into a ``RecordReading``'s fields: a
/// collection run, or a stream that queues what the run maps.
package protocol RecordTarget: AnyObject {
    /// Called before an element is read into the fields: false when this one must be read as a tree
    /// (the reader then hands its tree over as usual).
    func beginRecord() -> Bool
    /// Called after an element was read into the fields: maps them. The reader empties the fields
    /// afterwards.
    func endRecord() throws
}

/// A collection run's offer to take elements read straight into its plan's fields, for any reader
/// that can find an element's members without building its object (JSON objects, XML record
/// elements): the fields to fill, and what to call around each element.
///
/// A class: readers consult it once per element, and sharing it costs no retain of its parts. The
/// target is called through a protocol rather than closures, which would retain their contexts on
/// every call.
package final class RecordReading {
    /// The fields a reader puts an element's values in, laid out by the model's plan.
    package let fields: RecordFields
    private let target: any RecordTarget

    /// An offer of `fields`; a reader calls ``begin()`` and ``end()`` around each element it reads
    /// into them, which ask `target`.
    package init(fields: RecordFields, target: any RecordTarget) {
        self.fields = fields
        self.target = target
    }

    /// Before an element: false when it must be read as a tree.
    @inline(__always)
    package func begin() -> Bool {
        target.beginRecord()
    }

    /// After an element was read into ``fields``: maps them.
    @inline(__always)
    package func end() throws {
        try target.endRecord()
    }
}
