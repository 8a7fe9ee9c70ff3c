#import "DBPost+Formatting.h"

@implementation DBPost (Formatting)

- (NSString*)formattedBody {
    return [self.body stringByReplacingOccurrencesOfString:@"\n" withString:@"<br/>"];
}

@end
