#import <RestKit/RestKit.h>

@interface RKTPlace : NSObject <RKObjectMappable>

@property (nonatomic, copy) NSString* placeID;
@property (nonatomic, copy) NSString* fullName;
@property (nonatomic, copy) NSString* countryCode;

@end
