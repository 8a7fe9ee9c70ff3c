// The HTTP client, `RemoteError`, `ResourceGateway` and `CollectionFetcher` live in InstantNetworking
// (no RestKit layer); an app's `import InstantRemote` keeps giving every name it gave before they moved.
@_exported import InstantNetworking
