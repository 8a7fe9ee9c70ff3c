#import <InstantCocoa/InstantCocoa.h>

@interface BLGAuthor : ICModel

@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *email;
@property (nonatomic, strong) NSURL *avatarURL;
@property (nonatomic, strong) NSNumber *postCount;

@end
