#import <RestKit/RestKit.h>
#import "RKTUser.h"

@interface RKTDirectMessage : RKObject

@property (nonatomic, retain) NSNumber* messageID;
@property (nonatomic, retain) NSString* text;
@property (nonatomic, retain) NSDate* createdAt;
@property (nonatomic, retain) RKTUser* sender;
@property (nonatomic, retain) RKTUser* recipient;

@end
