//  Base class of the entities a status links to: hashtags and mentions.

#import <RestKit/RestKit.h>

@interface RKTEntity : RKObject

@property (nonatomic, retain) NSArray* indices;
@property (nonatomic, retain) NSString* text;

@end

@interface RKTHashtag : RKTEntity
@end

@interface RKTMention : RKTEntity

@property (nonatomic, retain) NSNumber* mentionedUserID;
@property (nonatomic, retain) NSString* screenName;

@end
