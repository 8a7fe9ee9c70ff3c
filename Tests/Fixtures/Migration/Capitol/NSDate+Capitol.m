//
//  NSDate+Capitol.m
//  Capitol
//

#import "NSDate+Capitol.h"

@implementation NSDate (Capitol)

- (NSString*)sessionYearString {
    NSDateFormatter* formatter = [[[NSDateFormatter alloc] init] autorelease];
    [formatter setDateFormat:@"yyyy"];
    return [formatter stringFromDate:self];
}

@end
