import Foundation
import ObjectMapping

/// The mapper and router set-up of TLAppDelegate.m, migrated.
enum TLAppDelegateSetUp {
    /// The object manager's base URL (`objectManagerWithBaseURL:`).
    static let baseURL = URL(string: "http://localhost:4567")!

    /// Registers the element names and routes of TLAppDelegate.m on `mapper` and `router`.
    static func configure(mapper: inout ObjectMapper, router: DynamicRouter) throws {}

    // TODO(migrate): TLAppDelegate.m:17: statement of -applicationDidFinishLaunching: not converted
    //     manager.objectStore = [[[RKManagedObjectStore alloc] initWithStoreFilename:@"TaskList.sqlite"] autorelease];

    // TODO(migrate): TLAppDelegate.m:19: statement of -applicationDidFinishLaunching: not converted
    //     TLProjectsViewController* projects = [[[TLProjectsViewController alloc] initWithStyle:UITableViewStylePlain] autorelease];

    // TODO(migrate): TLAppDelegate.m:20: statement of -applicationDidFinishLaunching: not converted
    //     navigationController = [[UINavigationController alloc] initWithRootViewController:projects];

    // TODO(migrate): TLAppDelegate.m:21: statement of -applicationDidFinishLaunching: not converted
    //     [window addSubview:navigationController.view];

    // TODO(migrate): TLAppDelegate.m:22: statement of -applicationDidFinishLaunching: not converted
    //     [window makeKeyAndVisible];
}
