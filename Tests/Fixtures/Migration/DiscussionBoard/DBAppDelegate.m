//
//  DBAppDelegate.m
//  DiscussionBoard
//

#import <RestKit/RestKit.h>
#import <RestKit/CoreData/CoreData.h>
#import "DBAppDelegate.h"
#import "DBTopic.h"
#import "DBPost.h"
#import "DBComment.h"

@implementation DBAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    RKObjectManager* objectManager = [RKObjectManager objectManagerWithBaseURL:@"http://localhost:3000"];
    objectManager.format = RKMappingFormatXML;
    objectManager.objectStore = [[[RKManagedObjectStore alloc] initWithStoreFilename:@"DiscussionBoard.sqlite"] autorelease];

    RKObjectMapper* mapper = objectManager.mapper;
    mapper.missingElementMappingPolicy = RKSetNilForMissingElementMappingPolicy;
    [mapper registerClass:[DBUser class] forElementNamed:@"user"];
    [mapper registerClass:[DBTopic class] forElementNamed:@"topic"];
    [mapper registerClass:[DBPost class] forElementNamed:@"post"];
    [mapper registerClass:[DBComment class] forElementNamed:@"comment"];

    RKDynamicRouter* router = [RKDynamicRouter new];
    [router routeClass:[DBTopic class] toResourcePath:@"/topics" forMethod:RKRequestMethodPOST];
    [router routeClass:[DBTopic class] toResourcePath:@"/topics/(topicID)" forMethod:RKRequestMethodPUT];
    [router routeClass:[DBTopic class] toResourcePath:@"/topics/(topicID)" forMethod:RKRequestMethodDELETE];
    [router routeClass:[DBPost class] toResourcePath:@"/topics/(topicID)/posts" forMethod:RKRequestMethodPOST];
    [router routeClass:[DBPost class] toResourcePath:@"/topics/(topicID)/posts/(postID)" forMethod:RKRequestMethodPUT];
    [router routeClass:[DBComment class] toResourcePath:@"/posts/(postID)/comments"];
    objectManager.router = router;
    [router release];

    return YES;
}

@end
