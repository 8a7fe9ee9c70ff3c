//
//  RKTStatus.h
//  RKTwitter
//

#import <RestKit/RestKit.h>
#import "RKTUser.h"
#import "RKTPlace.h"

@interface RKTStatus : RKObject

@property (nonatomic, retain) NSNumber* statusID;
@property (nonatomic, retain) NSDate* createdAt;
@property (nonatomic, retain) NSString* text;
@property (nonatomic, retain) NSString* urlString;
@property (nonatomic, retain) NSString* inReplyToScreenName;
@property (nonatomic, retain) NSNumber* isFavorited;
@property (nonatomic, retain) RKTUser* user;
@property (nonatomic, retain) RKTPlace* place;
@property (nonatomic, retain) NSArray* hashtags;

- (BOOL)isReply;

@end
