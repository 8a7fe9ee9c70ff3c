#import "DBContentObject.h"

@class DBTopic;

@interface DBPost : DBContentObject

@property (nonatomic, retain) NSNumber* postID;
@property (nonatomic, retain) NSNumber* topicID;
@property (nonatomic, retain) NSString* body;
@property (nonatomic, retain) NSNumber* attachmentFileSize;
@property (nonatomic, retain) NSString* attachmentContentType;
@property (nonatomic, retain) NSArray* comments;

@end
