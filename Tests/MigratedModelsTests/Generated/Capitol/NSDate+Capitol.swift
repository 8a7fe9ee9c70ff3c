// Not converted from NSDate+Capitol.h and NSDate+Capitol.m by remap migrate: port by hand.

// TODO(migrate): NSDate+Capitol.h:8: category NSDate (Capitol) on a class these sources do not declare
// @interface NSDate (Capitol)
// - (NSString*)sessionYearString;
// @end

// TODO(migrate): NSDate+Capitol.m:8: category NSDate (Capitol) on a class these sources do not declare
// @implementation NSDate (Capitol)
//
// - (NSString*)sessionYearString {
//     NSDateFormatter* formatter = [[[NSDateFormatter alloc] init] autorelease];
//     [formatter setDateFormat:@"yyyy"];
//     return [formatter stringFromDate:self];
// }
//
// @end
