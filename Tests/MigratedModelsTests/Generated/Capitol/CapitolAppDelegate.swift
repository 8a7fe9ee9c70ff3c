import Foundation
import ObjectMapping

/// The mapper and router set-up of CapitolAppDelegate.m, migrated.
enum CapitolAppDelegateSetUp {
    /// The object manager's base URL (`objectManagerWithBaseURL:`).
    static let baseURL = URL(string: "http://data.capitol.example.org/api/v1")!

    /// Registers the element names and routes of CapitolAppDelegate.m on `mapper` and `router`.
    static func configure(mapper: inout ObjectMapper, router: DynamicRouter) throws {
        mapper.registerClass(LegislatorObj.self, forElementNamed: "legislator")
        mapper.registerClass(CommitteeObj.self, forElementNamed: "committee")
        mapper.registerClass(CommitteePositionObj.self, forElementNamed: "committee_positions")
        mapper.registerClass(CommitteePositionObj.self, forElementNamed: "positions")
    }

    // TODO(migrate): CapitolAppDelegate.m:19: statement of -application:didFinishLaunchingWithOptions: not converted
    //     objectManager.objectStore = [[[RKManagedObjectStore alloc] initWithStoreFilename:@"Capitol.sqlite"] autorelease];

    // TODO(migrate): CapitolAppDelegate.m:23: -application:didFinishLaunchingWithOptions:: the set-up under this `if` is done unconditionally
    //     if ([[NSUserDefaults standardUserDefaults] boolForKey:@"LoadCommittees"]) {

    // TODO(migrate): CapitolAppDelegate.m:28: statement of -application:didFinishLaunchingWithOptions: not converted
    //     [window addSubview:navigationController.view];

    // TODO(migrate): CapitolAppDelegate.m:29: statement of -application:didFinishLaunchingWithOptions: not converted
    //     [window makeKeyAndVisible];
}

// TODO(migrate): CapitolAppDelegate.m:11: macro kCapitolUseSandbox is not a string constant
// #define kCapitolUseSandbox 0
