//
//  NSString+TLInflections.h
//  TaskList
//

#import <Foundation/Foundation.h>

@interface NSString (TLInflections)
- (NSString*)tl_pluralizedForCount:(NSUInteger)count;
@end
