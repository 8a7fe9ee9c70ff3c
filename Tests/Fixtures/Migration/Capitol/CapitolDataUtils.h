//
//  CapitolDataUtils.h
//  Capitol
//

#import <Foundation/Foundation.h>

@class LegislatorObj;

@interface CapitolDataUtils : NSObject

+ (LegislatorObj*)legislatorForDistrict:(NSNumber*)district andChamber:(NSNumber*)chamber;
+ (NSArray*)legislatorsOfChamber:(NSInteger)chamber party:(NSInteger)party;
+ (NSArray*)legislatorsNamed:(NSString*)text;
+ (NSArray*)committeesOfTypes:(NSArray*)types;
+ (NSArray*)positionsOfLegislator:(LegislatorObj*)legislator;
+ (NSArray*)legislatorsOnCommitteeNamed:(NSString*)name;
+ (NSArray*)legislatorsByLocalizedName;
+ (NSNumber*)maximumPartisanScore;

@end
