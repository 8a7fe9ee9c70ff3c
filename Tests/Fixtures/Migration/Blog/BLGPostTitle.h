//
//  BLGPostTitle.h
//  Blog
//
//  A post's title as a value object: Instant Cocoa builds it from the JSON string.
//

#import <InstantCocoa/InstantCocoa.h>

@interface BLGPostTitle : NSObject <ICValueObject>

@property (nonatomic, readonly) NSString *text;

@end
