#import <RestKit/RestKit.h>

@interface SHPVariant : NSObject <RKObjectMappable>

@property (nonatomic, strong) NSNumber *variantID;
@property (nonatomic, copy) NSString *color;
@property (nonatomic, copy) NSString *size;
@property (nonatomic, strong) NSNumber *available;

@end
