//
//  DistrictMapObj.h
//  Capitol
//
//  The district maps were dropped from the data model in 2.1; the header stayed in the project.
//

#import <RestKit/CoreData/CoreData.h>

@interface DistrictMapObj : RKManagedObject

@property (nonatomic, retain) NSNumber* districtMapID;
@property (nonatomic, retain) NSNumber* district;
@property (nonatomic, retain) NSNumber* chamber;

@end
