// The payload layer (tree, keypaths, JSON, Codable over the tree) is InstantPayload; an app's
// `import InstantModel` keeps giving every name it gave before the split.
@_exported import InstantPayload
