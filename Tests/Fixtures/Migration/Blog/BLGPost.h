#import <InstantCocoa/InstantCocoa.h>

@class BLGAuthor, BLGPostTitle;

@interface BLGPost : ICModel

@property (nonatomic, strong) BLGPostTitle *title;
@property (nonatomic, copy) NSString *body;
@property (nonatomic, strong) NSDate *publishingDate;
@property (nonatomic, strong) NSURL *canonicalURL;
@property (nonatomic, assign) BOOL published;
@property (nonatomic, assign) NSInteger wordCount;
@property (nonatomic, strong) BLGAuthor *author;
@property (nonatomic, strong) NSArray *comments;
@property (nonatomic, strong) NSArray *tags;

@end
