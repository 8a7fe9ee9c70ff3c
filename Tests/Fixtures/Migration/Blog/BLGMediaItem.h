//
//  BLGMediaItem.h
//  Blog
//
//  Media attached to posts: photos and videos share the base class's fields.
//

#import <InstantCocoa/InstantCocoa.h>

@interface BLGMediaItem : ICModel

@property (nonatomic, strong) NSURL *url;
@property (nonatomic, copy) NSString *caption;
@property (nonatomic, strong) NSDate *uploadedAt;

@end

@interface BLGPhoto : BLGMediaItem

@property (nonatomic, assign) NSInteger width;
@property (nonatomic, assign) NSInteger height;

@end

@interface BLGVideo : BLGMediaItem

@property (nonatomic, assign) double duration;
@property (nonatomic, strong) NSURL *thumbnailURL;

@end
