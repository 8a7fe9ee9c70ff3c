#import <RestKit/RestKit.h>
#import <RestKit/CoreData/CoreData.h>
#import "DBUser.h"

@interface DBTopic : RKManagedObject

@property (nonatomic, retain) NSNumber* topicID;
@property (nonatomic, retain) NSString* name;
@property (nonatomic, retain) NSNumber* userID;
@property (nonatomic, retain) NSDate* createdAt;
@property (nonatomic, retain) NSDate* updatedAt;
@property (nonatomic, retain) DBUser* user;
@property (nonatomic, retain) NSSet* posts;

@end
