/// Places where the samples show a scalar in some records and an object in others.
///
/// XML gives one element two shapes: `<comment>Atari 2600 ROM</comment>` is a string, the same element
/// with an attribute (`<comment xml:lang="de">…</comment>`) an object holding its text under `"text"`.
/// The mappers read such a scalar as the object's `text` wherever a model with a `text` property is
/// expected, so the type written for the place gets that property and every sample maps.
extension ValueShape {
    /// Folds the scalars seen here into the objects seen here: a scalar beside arrays that are not
    /// XML lists is one more element (a collection property reads a single value as a list of one),
    /// and a scalar beside objects is one more object whose `text` holds it (added when no object
    /// had one).
    func foldingScalarsIntoObjects() -> ValueShape {
        if let element, object == nil, listElementName == nil, !scalars.isEmpty {
            element.scalars.formUnion(scalars)
            scalars = []
            _ = element.foldingScalarsIntoObjects()
        }
        guard let object, !scalars.isEmpty else { return self }
        object.absorbScalarsAsText(scalars)
        scalars = []
        return self
    }
}

extension ObjectShape {
    /// Counts the scalars as objects holding only `text`: one more object, with its `text` present.
    func absorbScalarsAsText(_ kinds: Set<ScalarKind>) {
        if fields["text"] == nil {
            keys.append("text")
            fields["text"] = (0, ValueShape())
        }
        count += 1
        fields["text"]?.present += 1
        fields["text"]?.value.scalars.formUnion(kinds)
    }
}
