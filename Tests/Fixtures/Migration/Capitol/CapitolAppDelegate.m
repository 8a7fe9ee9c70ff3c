//
//  CapitolAppDelegate.m
//  Capitol
//

#import <RestKit/RestKit.h>
#import <RestKit/CoreData/CoreData.h>
#import "CapitolAppDelegate.h"
#import "Model+RestKit.h"

#define kCapitolUseSandbox 0

@implementation CapitolAppDelegate

@synthesize window;

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    RKObjectManager* objectManager = [RKObjectManager objectManagerWithBaseURL:@"http://data.capitol.example.org/api/v1"];
    objectManager.objectStore = [[[RKManagedObjectStore alloc] initWithStoreFilename:@"Capitol.sqlite"] autorelease];

    [objectManager.mapper registerClass:[LegislatorObj class] forElementNamed:@"legislator"];
    [objectManager.mapper registerClass:[CommitteeObj class] forElementNamed:@ "committee"];
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"LoadCommittees"]) {
        [objectManager.mapper registerClass:[CommitteePositionObj class] forElementNamed:@"committee_positions"];
        [objectManager.mapper registerClass:[CommitteePositionObj class] forElementNamed:@"positions"];
    }

    [window addSubview:navigationController.view];
    [window makeKeyAndVisible];
    return YES;
}

- (void)dealloc {
    [navigationController release];
    [window release];
    [super dealloc];
}

@end
