//
//  DBContentObject.h
//  DiscussionBoard
//
//  The abstract superclass of posts and comments: who wrote it and when.
//

#import <RestKit/RestKit.h>
#import <RestKit/CoreData/CoreData.h>
#import "DBUser.h"

@interface DBContentObject : RKManagedObject

@property (nonatomic, retain) NSNumber* userID;
@property (nonatomic, retain) NSDate* createdAt;
@property (nonatomic, retain) NSDate* updatedAt;
@property (nonatomic, retain) DBUser* user;
@property (nonatomic, readonly) NSString* username;

@end
