//
//  TLProject+Mapping.h
//  TaskList
//

#import "TLProject.h"

@interface TLProject (Mapping) <RKObjectMappable>
@end
