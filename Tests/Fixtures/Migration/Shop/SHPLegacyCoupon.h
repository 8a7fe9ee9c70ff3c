//
//  SHPLegacyCoupon.h
//  Shop
//
//  Left half-edited by a merge: the property below lost its semicolon.
//

#import <RestKit/RestKit.h>

@interface SHPLegacyCoupon : NSObject <RKObjectMappable>

@property (nonatomic, copy) NSString *code
@property (nonatomic, strong) NSNumber *percentOff;

@end
