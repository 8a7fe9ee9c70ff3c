//
//  NSDate+Capitol.h
//  Capitol
//

#import <Foundation/Foundation.h>

@interface NSDate (Capitol)
- (NSString*)sessionYearString;
@end
