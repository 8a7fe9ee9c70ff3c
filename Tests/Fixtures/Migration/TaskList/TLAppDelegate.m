//
//  TLAppDelegate.m
//  TaskList
//

#import <RestKit/RestKit.h>
#import <RestKit/CoreData/CoreData.h>
#import "TLAppDelegate.h"
#import "TLProjectsViewController.h"

@implementation TLAppDelegate

@synthesize window;

- (void)applicationDidFinishLaunching:(UIApplication*)application {
    RKObjectManager* manager = [RKObjectManager objectManagerWithBaseURL:@"http://localhost:4567"];
    manager.objectStore = [[[RKManagedObjectStore alloc] initWithStoreFilename:@"TaskList.sqlite"] autorelease];

    TLProjectsViewController* projects = [[[TLProjectsViewController alloc] initWithStyle:UITableViewStylePlain] autorelease];
    navigationController = [[UINavigationController alloc] initWithRootViewController:projects];
    [window addSubview:navigationController.view];
    [window makeKeyAndVisible];
}

- (void)dealloc {
    [navigationController release];
    [window release];
    [super dealloc];
}

@end
