//
//  NSString+TLInflections.m
//  TaskList
//

#import "NSString+TLInflections.h"

@implementation NSString (TLInflections)

- (NSString*)tl_pluralizedForCount:(NSUInteger)count {
    return count == 1 ? self : [self stringByAppendingString:@"s"];
}

@end
