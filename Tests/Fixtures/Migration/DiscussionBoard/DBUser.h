//
//  DBUser.h
//  DiscussionBoard
//

#import <RestKit/RestKit.h>
#import <RestKit/CoreData/CoreData.h>

@interface DBUser : RKManagedObject {
}

@property (nonatomic, retain) NSNumber* userID;
@property (nonatomic, retain) NSString* login;
@property (nonatomic, retain) NSString* email;
@property (nonatomic, retain) NSString* singleAccessToken;
@property (nonatomic, retain) NSNumber* isAdmin;

- (BOOL)isLoggedIn;

@end
