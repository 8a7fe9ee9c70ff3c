#import <RestKit/RestKit.h>

@class SHPCustomer;

@interface SHPReview : NSObject <RKObjectMappable>

@property (nonatomic, strong) NSNumber *reviewID;
@property (nonatomic, strong) NSNumber *stars;
@property (nonatomic, copy) NSString *body;
@property (nonatomic, strong) SHPCustomer *author;
@property (nonatomic, strong) NSNumber *authorID;

@end

@interface SHPCustomer : NSObject <RKObjectMappable>

@property (nonatomic, strong) NSNumber *customerID;
@property (nonatomic, copy) NSString *displayName;
@property (nonatomic, strong) NSNumber *verified;

@end
