import Foundation
import ObjectMapping

/// The mapper and router set-up of RKTwitterAppDelegate.m, migrated.
enum RKTwitterAppDelegateSetUp {
    /// The object manager's base URL (`objectManagerWithBaseURL:`).
    static let baseURL = URL(string: "http://twitter.com")!

    /// Registers the element names and routes of RKTwitterAppDelegate.m on `mapper` and `router`.
    static func configure(mapper: inout ObjectMapper, router: DynamicRouter) throws {
        mapper.registerClass(RKTStatus.self, forElementNamed: "status")
        mapper.registerClass(RKTUser.self, forElementNamed: "user")
        mapper.registerClass(RKTDirectMessage.self, forElementNamed: "direct_message")
        mapper.registerClass(RKTHashtag.self, forElementNamed: "hashtags")
        try router.routeClass(RKTStatus.self, toResourcePath: "/statuses/show/(statusID).json")
        try router.routeClass(RKTStatus.self, toResourcePath: "/statuses/update.json", forMethod: .post)
        try router.routeClass(RKTDirectMessage.self, toResourcePath: "/direct_messages/new.json", forMethod: .post)
    }

    // TODO(migrate): RKTwitterAppDelegate.m:30: statement of -applicationDidFinishLaunching: not converted
    //     RKTLog(@"launched with API version %d", RKT_API_VERSION);

    // TODO(migrate): RKTwitterAppDelegate.m:31: statement of -applicationDidFinishLaunching: not converted
    //     [window makeKeyAndVisible];
}
