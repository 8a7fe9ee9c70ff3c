#import <InstantCocoa/InstantCocoa.h>

@class BLGAuthor;

@interface BLGComment : ICModel

@property (nonatomic, copy) NSString *text;
@property (nonatomic, strong) NSDate *createdAt;
@property (nonatomic, strong) BLGAuthor *author;
@property (nonatomic, strong) NSNumber *likes;

@end
