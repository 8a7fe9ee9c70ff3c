//
//  TLTask+Mapping.h
//  TaskList
//

#import "TLTask.h"

@interface TLTask (Mapping)
+ (Class)mappingClassForTags;
@end
