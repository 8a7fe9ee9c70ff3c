/// A mapped value together with what lenient mapping skipped on the way.
public struct MappingResult<Value> {
    /// The mapped value.
    public var value: Value
    /// The values that could not be mapped (empty in strict mode, which throws instead).
    public var report: MappingReport

    /// A result.
    public init(value: Value, report: MappingReport) {
        self.value = value
        self.report = report
    }
}

extension MappingResult: Sendable where Value: Sendable {}
