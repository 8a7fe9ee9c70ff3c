#import <RestKit/RestKit.h>

@interface SHPPrice : NSObject <RKObjectMappable>

@property (nonatomic, strong) NSDecimalNumber *amount;
@property (nonatomic, copy) NSString *currency;
@property (nonatomic, assign) CGFloat discountPercent;

@end
