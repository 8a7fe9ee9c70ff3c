//
//  RKTwitterAppDelegate.m
//  RKTwitter
//

#import <RestKit/RestKit.h>
#import "RKTwitterAppDelegate.h"
#import "RKTConstants.h"
#import "RKTStatus.h"
#import "RKTDirectMessage.h"
#import "RKTEntity.h"

@implementation RKTwitterAppDelegate

@synthesize window;

- (void)applicationDidFinishLaunching:(UIApplication *)application {
    RKObjectManager* manager = [RKObjectManager objectManagerWithBaseURL:@"http://twitter.com"];
    [manager.mapper registerClass:[RKTStatus class] forElementNamed:kRKTStatusElement];
    [manager.mapper registerClass:[RKTUser class] forElementNamed:kRKTUserElement];
    [manager.mapper registerClass:[RKTDirectMessage class] forElementNamed:@"direct_message"];
    [manager.mapper registerClass:[RKTHashtag class] forElementNamed:@"hashtags"];

    RKDynamicRouter* router = [[[RKDynamicRouter alloc] init] autorelease];
    [router routeClass:[RKTStatus class] toResourcePath:@"/statuses/show/(statusID).json"];
    [router routeClass:[RKTStatus class] toResourcePath:@"/statuses/update.json" forMethod:RKRequestMethodPOST];
    [router routeClass:[RKTDirectMessage class] toResourcePath:@"/direct_messages/new.json" forMethod:RKRequestMethodPOST];
    manager.router = router;

    RKTLog(@"launched with API version %d", RKT_API_VERSION);
    [window makeKeyAndVisible];
}

- (void)dealloc {
    [window release];
    [super dealloc];
}

@end
