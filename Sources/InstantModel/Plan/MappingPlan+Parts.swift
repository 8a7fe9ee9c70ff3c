extension MappingPlan {
    /// The parts of a plan beyond its entries, each compiled the first time a run asks for it: a
    /// type only ever read from trees never lays out records, one only read never compiles its
    /// encode steps, and one never mapped through an ``IdentityScope`` binds no key.
    ///
    /// A run asks for the parts it uses when it looks its plan up (``MappingRoute`` for the record
    /// layout and the identity binding, ``MappingContext/encoding(_:_:)`` for the encode steps), so
    /// the parts are read without a check per record. Reading a part the plan was not compiled with
    /// is a programming error, caught by an assertion in debug builds.
    struct Parts: OptionSet, Hashable {
        let rawValue: UInt8

        /// ``RecordLayout``: the slots a record's members are read into without a tree.
        static let records = Parts(rawValue: 1 << 0)
        /// ``EncodeStep``s and ``JSONStep``s: an object's layout for writing without searching.
        static let encoding = Parts(rawValue: 1 << 1)
        /// ``IdentityBinding``: where the primary key is read, for mapping through a scope.
        static let identity = Parts(rawValue: 1 << 2)
    }
}
