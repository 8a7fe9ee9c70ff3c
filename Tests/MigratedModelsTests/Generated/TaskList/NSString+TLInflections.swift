// Not converted from NSString+TLInflections.h and NSString+TLInflections.m by remap migrate: port by hand.

// TODO(migrate): NSString+TLInflections.h:8: category NSString (TLInflections) on a class these sources do not declare
// @interface NSString (TLInflections)
// - (NSString*)tl_pluralizedForCount:(NSUInteger)count;
// @end

// TODO(migrate): NSString+TLInflections.m:8: category NSString (TLInflections) on a class these sources do not declare
// @implementation NSString (TLInflections)
//
// - (NSString*)tl_pluralizedForCount:(NSUInteger)count {
//     return count == 1 ? self : [self stringByAppendingString:@"s"];
// }
//
// @end
