#import <RestKit/RestKit.h>
#import "SHPAppDelegate.h"
#import "SHPProduct.h"
#import "SHPCategory.h"
#import "SHPStore.h"
#import "SHPReview.h"

@implementation SHPAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    RKObjectManager *manager = [[RKObjectManager alloc] initWithBaseURL:@"https://api.shop.example.com/v2"];
    [RKObjectManager setSharedManager:manager];
    [manager.mapper registerClass:[SHPProduct class] forElementNamed:@"product"];
    [manager.mapper registerClass:[SHPCategory class] forElementNamed:@"category"];
    [manager.mapper registerClass:[SHPStore class] forElementNamed:@"store"];
    [manager.mapper registerClass:[SHPReview class] forElementNamed:@"review"];

    RKDynamicRouter *router = [[RKDynamicRouter alloc] init];
    [router routeClass:[SHPProduct class] toResourcePath:@"/products/(productID)"];
    [router routeClass:[SHPProduct class] toResourcePath:@"/products" forMethod:RKRequestMethodPOST];
    [router routeClass:[SHPReview class] toResourcePath:@"/reviews/(reviewID)" forMethod:RKRequestMethodPUT];
    manager.router = router;

    self.window.rootViewController = [[SHPCatalogViewController alloc] init];
    return YES;
}

@end
