#import <RestKit/RestKit.h>

@interface SHPCategory : NSObject <RKObjectMappable>

@property (nonatomic, strong, nonnull) NSNumber *categoryID;
@property (nonatomic, copy, nonnull) NSString *title;
@property (nonatomic, copy, nullable) NSString *slug;
@property (nonatomic, strong, nullable) NSNumber *parentID;

@end
