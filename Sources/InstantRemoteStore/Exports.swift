// The store behind a manager needs both sides; an app's `import InstantRemoteStore` gives the store's
// and the manager's names as well as the glue's (the one line an app using `StoredObjectManager` or
// `StoreSeeder` adds, see CHANGELOG.md).
@_exported import InstantRemote
@_exported import InstantStore
