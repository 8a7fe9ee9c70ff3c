#import "DBPost.h"

@interface DBPost (Formatting)

- (NSString*)formattedBody;

@end
