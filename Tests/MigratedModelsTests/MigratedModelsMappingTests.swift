import Foundation
import InstantModel
import ObjectMapping
import TestSupport
import XCTest

/// The models `remap migrate` wrote for each app of the corpus (Generated/) map the app's sample
/// payloads to the same objects, property by property, as the hand-written ports (Ports/).
final class MigratedModelsMappingTests: XCTestCase {
    private func sample(_ app: String, _ name: String) throws -> Data {
        try Data(contentsOf: PackageFiles.url("Tests/Fixtures/Migration/\(app)/\(name)"))
    }

    /// RKTwitter (`RKObject`, `dictionaryWithKeysAndObjects:`, `#define` and `static NSString * const`
    /// keys, `[super elementToPropertyMappings]` extended with `setObject:forKey:`).
    func testTwitterModelsMapTheSamplesAsTheHandPort() throws {
        let mapper = ObjectMapper()
        let data = try sample("Twitter", "statuses.json")
        let statuses = try mapper.map(data, to: [RKTStatus].self).value
        let port = try mapper.map(data, to: [TwitterPort.Status].self).value
        XCTAssertEqual(statuses.count, 2)
        XCTAssertEqual(statuses.first?.user?.screenName, "twitter")
        XCTAssertEqual(statuses.first?.hashtags.first?.text, "restkit")
        PropertyComparison.assertSame(statuses, port, "statuses.json")

        let messages = try sample("Twitter", "direct_messages.json")
        PropertyComparison.assertSame(
            try mapper.map(messages, to: [RKTDirectMessage].self).value,
            try mapper.map(messages, to: [TwitterPort.DirectMessage].self).value, "direct_messages.json")
        XCTAssertEqual(RKTDirectMessage.relationshipsToSerialize, ["recipient"])
        XCTAssertEqual(
            RKTMention.elementToPropertyMappings,
            ["text": "text", "id": "mentionedUserID", "screen_name": "screenName"])
    }

    /// The comparison these tests rest on sees one changed property deep in the graph.
    func testComparisonReportsADifferentNestedProperty() throws {
        let data = try sample("Twitter", "statuses.json")
        let statuses = try ObjectMapper().map(data, to: [RKTStatus].self).value
        let port = try ObjectMapper().map(data, to: [TwitterPort.Status].self).value
        port[0].user?.name = "Someone else"
        port[1].hashtags.append(TwitterPort.Hashtag())
        XCTAssertEqual(
            PropertyComparison.differences(statuses, port),
            [#".0.user.name: "Twitter" ≠ "Someone else""#, ".1.hashtags: 0 elements ≠ 1"])
    }

    /// The app delegate's registrations and routes, run through the migrated `configure`.
    func testTwitterConfigureRegistersTheElementsAndRoutesOfTheAppDelegate() throws {
        var mapper = ObjectMapper()
        let router = DynamicRouter()
        try RKTwitterAppDelegateSetUp.configure(mapper: &mapper, router: router)
        XCTAssertEqual(RKTwitterAppDelegateSetUp.baseURL.absoluteString, "http://twitter.com")
        let status = try XCTUnwrap(try mapper.mapFromString(#"{"status": {"id": 5, "text": "hi"}}"#) as? RKTStatus)
        XCTAssertEqual(status.statusID, 5)
        XCTAssertEqual(try router.resourcePath(forObject: status, method: .get), "/statuses/show/5.json")
        XCTAssertEqual(try router.resourcePath(forObject: status, method: .post), "/statuses/update.json")
    }

    /// DiscussionBoard (`RKManagedObject`, XML, `dictionaryWithObjectsAndKeys:`, `dispatch_once`, the
    /// `DBContentObject` hierarchy with `[super elementToPropertyMappings]`).
    func testDiscussionBoardModelsMapTheSamplesAsTheHandPort() throws {
        var mapper = ObjectMapper(format: .xml)
        let router = DynamicRouter()
        try DBAppDelegateSetUp.configure(mapper: &mapper, router: router)
        XCTAssertEqual(mapper.missingElementMappingPolicy, .setNil)
        let data = try sample("DiscussionBoard", "topics.xml")
        let topics = try mapper.map(data, to: [DBTopic].self, keyPath: "topics.topic").value
        let port = try mapper.map(data, to: [DiscussionBoardPort.Topic].self, keyPath: "topics.topic").value
        XCTAssertEqual(topics.first?.posts.first?.comments.count, 2)
        XCTAssertEqual(topics.first?.posts.first?.userID, 3)
        PropertyComparison.assertSame(topics, port, "topics.xml")

        let users = try sample("DiscussionBoard", "users.xml")
        PropertyComparison.assertSame(
            try mapper.map(users, to: [DBUser].self, keyPath: "users.user").value,
            try mapper.map(users, to: [DiscussionBoardPort.User].self, keyPath: "users.user").value, "users.xml")
        XCTAssertEqual(DBComment.primaryKeyProperty, "commentID")
        XCTAssertNil(DBContentObject.primaryKeyProperty)
        let post = DBPost()
        post.topicID = 1
        post.postID = 7
        XCTAssertEqual(try router.resourcePath(forObject: post, method: .put), "/topics/1/posts/7")
    }

    /// Shop (`NSObject <RKObjectMappable>`, `@{…}` and `@[…]` literals, `dictionaryWithObjects:forKeys:`,
    /// nullability, `readonly`, `NSNumber` typed from the samples: an id beyond 2^53 is `Int64`).
    func testShopModelsMapTheSamplesAsTheHandPort() throws {
        let mapper = ObjectMapper()
        let data = try sample("Shop", "products.json")
        let products = try mapper.map(data, to: [SHPProduct].self, keyPath: "products").value
        let port = try mapper.map(data, to: [ShopPort.Product].self, keyPath: "products").value
        XCTAssertEqual(products.first?.productID, 9_007_199_254_740_993)
        XCTAssertEqual(products.first?.inStock, true)
        XCTAssertEqual(products.first?.isFeatured, true)
        PropertyComparison.assertSame(products, port, "products.json")

        let stores = try sample("Shop", "stores.json")
        PropertyComparison.assertSame(
            try mapper.map(stores, to: [SHPStore].self, keyPath: "stores").value,
            try mapper.map(stores, to: [ShopPort.Store].self, keyPath: "stores").value, "stores.json")
    }

    /// Blog (Instant Cocoa: `ICModel`, `<ICJSONMappable>`, `+JSONMapping`, `+mappingClassFor<Property>`,
    /// `ICValueObject`, `+resourceEndpoint`, `+remoteKeyPath`, a `BLGMediaItem` hierarchy, and
    /// `-<property>Serializer` methods, which Instant Cocoa's `InstantCocoa/Model/ICJSONMapper.m` calls
    /// in `-serializerForProperty:ofObject:` as it calls `+mappingClassFor<Property>` in
    /// `-mappingClassForProperty:onClass:`).
    func testBlogModelsMapTheSamplesAsTheHandPort() throws {
        let mapper = JSONMapper()
        let data = try sample("Blog", "posts.json")
        let posts = try mapper.map(data, to: [BLGPost].self).value
        let port = try mapper.map(data, to: [BlogPort.Post].self).value
        XCTAssertEqual(posts.first?.comments.first?.likes, 3)
        let createdAt = try XCTUnwrap(posts.first?.comments.first?.createdAt)
        XCTAssertEqual(createdAt.timeIntervalSince1970, 1_391_328_000, "-createdAtSerializer's format")
        XCTAssertEqual(posts.first?.title?.backingObject as? String, "Migrating from Instant Cocoa")
        PropertyComparison.assertSame(posts, port, "posts.json")

        let media = try sample("Blog", "media.json")
        PropertyComparison.assertSame(
            try mapper.map(media, to: [BLGVideo].self, keyPath: "videos").value,
            try mapper.map(media, to: [BlogPort.Video].self, keyPath: "videos").value, "media.json videos")
        PropertyComparison.assertSame(
            try mapper.map(media, to: [BLGPhoto].self, keyPath: "photos").value,
            try mapper.map(media, to: [BlogPort.Photo].self, keyPath: "photos").value, "media.json photos")
        XCTAssertEqual(BLGVideo.resourceEndpoint, "videos")
        XCTAssertEqual(BLGPhoto.resourceEndpoint, "media")
        XCTAssertEqual(BLGPost.remoteKeyPath, "post")
    }

    /// Capitol (a Core Data app: the generated `LegislatorObj` classes, their mappings in the
    /// `Model+RestKit` categories written with `dictionaryWithObjectsAndKeys:`, `NSSet` relationships typed
    /// from the elements the app delegate registers inside an `if`, `@ "committee"`, a relationship
    /// mapping naming a text property left out as RestKit 0.9.2's `RKObjectMapper` ignored it, and
    /// `DistrictMapObj`, declared and never implemented).
    func testCapitolModelsMapTheSamplesAsTheHandPort() throws {
        var mapper = ObjectMapper()
        try CapitolAppDelegateSetUp.configure(mapper: &mapper, router: DynamicRouter())
        let data = try sample("Capitol", "legislators.json")
        let legislators = try mapper.map(data, to: [LegislatorObj].self, keyPath: "legislators").value
        let port = try mapper.map(data, to: [CapitolPort.Legislator].self, keyPath: "legislators").value
        XCTAssertEqual(legislators.first?.firstName, "Ann")
        XCTAssertEqual(legislators.first?.partisanScore, -0.8125)
        XCTAssertEqual(legislators.first?.committeePositions.count, 2)
        PropertyComparison.assertSame(legislators, port, "legislators.json")

        let committees = try sample("Capitol", "committees.json")
        let mapped = try mapper.map(committees, to: [CommitteeObj].self, keyPath: "committees").value
        XCTAssertEqual(mapped.first?.positions.first?.positionID, 9001)
        XCTAssertNil(mapped.first?.url, "the relationship mapping of a text property is left out")
        PropertyComparison.assertSame(
            mapped, try mapper.map(committees, to: [CapitolPort.Committee].self, keyPath: "committees").value,
            "committees.json")
        XCTAssertEqual(CommitteePositionObj.relationshipToPrimaryKeyPropertyMappings["committee"], "committeeID")
        XCTAssertEqual(DistrictMapObj.elementToPropertyMappings, [:])
        let registered = try XCTUnwrap(
            try mapper.mapFromString(#"{"committee": {"committeeId": 3, "committee_name": "Rules"}}"#) as? CommitteeObj)
        XCTAssertEqual(registered.committeeName, "Rules")
    }

    /// TaskList (mappings in `TLProject+Mapping` and `TLTask+Mapping` categories, `createdAt` redeclared
    /// by `TLProject.h`, elements registered in a view controller's initializer, `tasks` typed from the
    /// element registered for it, `tags` from `+mappingClassForTags`, and `watchers`, with no element
    /// class, left unmapped).
    func testTaskListModelsMapTheSamplesAsTheHandPort() throws {
        var mapper = ObjectMapper()
        try TLProjectsViewControllerSetUp.configure(mapper: &mapper, router: DynamicRouter())
        let data = try sample("TaskList", "projects.json")
        let projects = try mapper.map(data, to: [TLProject].self, keyPath: "projects").value
        let port = try mapper.map(data, to: [TaskListPort.Project].self, keyPath: "projects").value
        XCTAssertEqual(projects.first?.tasks.first?.tags.first?.name, "docs")
        XCTAssertEqual(projects.first?.tasks.last?.done, true)
        XCTAssertEqual(projects.first?.createdAt?.timeIntervalSince1970, 1_299_060_000)
        XCTAssertEqual(projects.first?.watchers.count, 0, "watchers has no element class: left unmapped")
        PropertyComparison.assertSame(projects, port, "projects.json")
        let registered = try XCTUnwrap(
            try mapper.mapFromString(#"{"project": {"id": 4, "name": "Later"}}"#) as? TLProject)
        XCTAssertEqual(registered.projectID, 4)
    }
}
