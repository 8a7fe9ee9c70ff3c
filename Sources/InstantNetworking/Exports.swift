// The request method and bodies the gateway sends; an app's `import InstantNetworking` gives them.
@_exported import InstantRequest
