//
//  SHPProduct.h
//  Shop
//

#import <Foundation/Foundation.h>
#import <RestKit/RestKit.h>

@class SHPCategory, SHPPrice, SHPVariant, SHPReview;

NS_ASSUME_NONNULL_BEGIN

@interface SHPProduct : NSObject <RKObjectMappable>

@property (nonatomic, strong) NSNumber *productID;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy, nullable) NSString *summary;
@property (nonatomic, strong, nullable) NSURL *imageURL;
@property (nonatomic, strong, nullable) NSNumber *inStock;
@property (nonatomic, strong, nullable) NSNumber *rating;
@property (nonatomic, strong, nullable) NSDate *releasedAt;
@property (nonatomic, strong, nullable) SHPCategory *category;
@property (nonatomic, strong, nullable) SHPPrice *price;
@property (nonatomic, strong) NSArray<SHPVariant *> *variants;
@property (nonatomic, strong) NSArray<SHPReview *> *reviews;
@property (nonatomic, assign) NSInteger position;
@property (nonatomic, readonly) BOOL isFeatured;

- (NSString *)displayName;

@end

NS_ASSUME_NONNULL_END
