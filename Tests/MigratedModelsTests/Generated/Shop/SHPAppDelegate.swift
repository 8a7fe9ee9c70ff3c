import Foundation
import ObjectMapping

/// The mapper and router set-up of SHPAppDelegate.m, migrated.
enum SHPAppDelegateSetUp {
    /// The object manager's base URL (`objectManagerWithBaseURL:`).
    static let baseURL = URL(string: "https://api.shop.example.com/v2")!

    /// Registers the element names and routes of SHPAppDelegate.m on `mapper` and `router`.
    static func configure(mapper: inout ObjectMapper, router: DynamicRouter) throws {
        mapper.registerClass(SHPProduct.self, forElementNamed: "product")
        mapper.registerClass(SHPCategory.self, forElementNamed: "category")
        mapper.registerClass(SHPStore.self, forElementNamed: "store")
        mapper.registerClass(SHPReview.self, forElementNamed: "review")
        try router.routeClass(SHPProduct.self, toResourcePath: "/products/(productID)")
        try router.routeClass(SHPProduct.self, toResourcePath: "/products", forMethod: .post)
        try router.routeClass(SHPReview.self, toResourcePath: "/reviews/(reviewID)", forMethod: .put)
    }

    // TODO(migrate): SHPAppDelegate.m:24: statement of -application:didFinishLaunchingWithOptions: not converted
    //     self.window.rootViewController = [[SHPCatalogViewController alloc] init];
}
