//
//  RKTUser.h
//  RKTwitter
//

#import <RestKit/RestKit.h>

@interface RKTUser : RKObject {
    NSNumber* _userID;
    NSString* _name;
    NSString* _screenName;
}

@property (nonatomic, retain) NSNumber* userID;
@property (nonatomic, retain) NSString* name;
@property (nonatomic, retain) NSString* screenName;
@property (nonatomic, retain) NSURL* profileImageURL;
@property (nonatomic, assign) BOOL isProtected;
@property (nonatomic, retain) NSNumber* followersCount;

@end
