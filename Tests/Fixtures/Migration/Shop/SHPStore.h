#import <RestKit/RestKit.h>

@interface SHPStore : NSObject <RKObjectMappable>

@property (nonatomic, strong) NSNumber *storeID;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, strong) NSURL *website;
@property (nonatomic, assign) double latitude;
@property (nonatomic, assign) double longitude;
@property (nonatomic, strong) id openingHours;

@end
