// An HTTP request's method and bodies (`RequestMethod`, `FormURLEncodedParams`, `JSONParams`…) live in
// InstantRequest, which the networking core shares without linking the RestKit layer; an app's
// `import ObjectMapping` keeps giving every name it gave before they moved.
@_exported import InstantRequest
