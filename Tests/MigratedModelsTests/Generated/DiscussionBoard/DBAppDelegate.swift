import Foundation
import ObjectMapping

/// The mapper and router set-up of DBAppDelegate.m, migrated.
enum DBAppDelegateSetUp {
    /// The object manager's base URL (`objectManagerWithBaseURL:`).
    static let baseURL = URL(string: "http://localhost:3000")!

    /// Registers the element names and routes of DBAppDelegate.m on `mapper` and `router`.
    static func configure(mapper: inout ObjectMapper, router: DynamicRouter) throws {
        mapper.format = .xml
        mapper.missingElementMappingPolicy = .setNil
        mapper.registerClass(DBUser.self, forElementNamed: "user")
        mapper.registerClass(DBTopic.self, forElementNamed: "topic")
        mapper.registerClass(DBPost.self, forElementNamed: "post")
        mapper.registerClass(DBComment.self, forElementNamed: "comment")
        try router.routeClass(DBTopic.self, toResourcePath: "/topics", forMethod: .post)
        try router.routeClass(DBTopic.self, toResourcePath: "/topics/(topicID)", forMethod: .put)
        try router.routeClass(DBTopic.self, toResourcePath: "/topics/(topicID)", forMethod: .delete)
        try router.routeClass(DBPost.self, toResourcePath: "/topics/(topicID)/posts", forMethod: .post)
        try router.routeClass(DBPost.self, toResourcePath: "/topics/(topicID)/posts/(postID)", forMethod: .put)
        try router.routeClass(DBComment.self, toResourcePath: "/posts/(postID)/comments")
    }

    // TODO(migrate): DBAppDelegate.m:18: statement of -application:didFinishLaunchingWithOptions: not converted
    //     objectManager.objectStore = [[[RKManagedObjectStore alloc] initWithStoreFilename:@"DiscussionBoard.sqlite"] autorelease];
}
