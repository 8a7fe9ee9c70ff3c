//
//  TLEntity.h
//  TaskList
//
//  Created by the TaskList team on 2/3/11.
//

#import <RestKit/CoreData/CoreData.h>

@interface TLEntity : RKManagedObject

@property (nonatomic, retain) NSDate* createdAt;
@property (nonatomic, retain) NSDate* updatedAt;

@end
