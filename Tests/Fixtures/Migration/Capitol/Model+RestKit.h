//
//  Model+RestKit.h
//  Capitol
//
//  RestKit mappings of the generated model classes: kept apart so that the model editor can
//  regenerate LegislatorObj.h/.m and friends without losing them.
//

#import "LegislatorObj.h"
#import "CommitteeObj.h"
#import "CommitteePositionObj.h"

@interface LegislatorObj (RestKit)
- (NSString*)fullName;
@end

@interface CommitteeObj (RestKit)
@end

@interface CommitteePositionObj (RestKit)
@end
