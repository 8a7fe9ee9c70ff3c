#import "DBContentObject.h"

@interface DBComment : DBContentObject

@property (nonatomic, retain) NSNumber* commentID;
@property (nonatomic, retain) NSNumber* postID;
@property (nonatomic, retain) NSString* body;

@end
