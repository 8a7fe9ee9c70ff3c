#import <InstantCocoa/InstantCocoa.h>

@interface BLGTag : NSObject <ICJSONMappable>

@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *slug;
@property (nonatomic, strong) NSNumber *usageCount;

@end
