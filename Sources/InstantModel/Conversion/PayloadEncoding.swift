extension Node {
    /// The payload form of any value (models, dates, URLs, collections, Foundation objects), for the
    /// modules that write request bodies from values they did not type themselves.
    ///
    /// Dictionaries come out with sorted keys, dates through `options.dateSerializer`, models through
    /// their property names.
    package init(encoding value: Any, options: MappingOptions = MappingOptions()) throws {
        self = try DynamicConversion.encode(value, in: MappingContext(options: options))
    }
}
