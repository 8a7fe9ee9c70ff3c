//
//  CapitolDataUtils.m
//  Capitol
//
//  The fetches the screens make of the local store.
//

#import "CapitolDataUtils.h"
#import "Model+RestKit.h"

@implementation CapitolDataUtils

+ (LegislatorObj*)legislatorForDistrict:(NSNumber*)district andChamber:(NSNumber*)chamber {
    NSPredicate* predicate = [NSPredicate predicateWithFormat:@"self.district == %@ AND self.legtype == %@", district, chamber];
    return [LegislatorObj objectWithPredicate:predicate];
}

+ (NSArray*)legislatorsOfChamber:(NSInteger)chamber party:(NSInteger)party {
    NSFetchRequest* request = [LegislatorObj fetchRequest];
    request.predicate = [NSPredicate predicateWithFormat:@"legtype == %d AND partyID == %d", chamber, party];
    NSSortDescriptor* byScore = [[NSSortDescriptor alloc] initWithKey:@"partisanScore" ascending:NO];
    NSSortDescriptor* byName = [NSSortDescriptor sortDescriptorWithKey:@"lastName" ascending:YES];
    [request setSortDescriptors:[NSArray arrayWithObjects:byScore, byName, nil]];
    [byScore release];
    return [LegislatorObj objectsWithFetchRequest:request];
}

+ (NSArray*)legislatorsNamed:(NSString*)text {
    NSPredicate* predicate = [NSPredicate predicateWithFormat:
                              @"(lastName BEGINSWITH[c] %@ OR firstName CONTAINS[c] %@) AND NOT (party == 'Independent')",
                              text, text];
    return [LegislatorObj objectsWithPredicate:predicate];
}

+ (NSArray*)committeesOfTypes:(NSArray*)types {
    NSFetchRequest* request = [CommitteeObj fetchRequest];
    [request setPredicate:[NSPredicate predicateWithFormat:@"committeeType IN %@ AND committeeID >= 100 AND committeeID < 500", types]];
    [request setSortDescriptors:[NSArray arrayWithObject:[NSSortDescriptor sortDescriptorWithKey:@"committeeName" ascending:YES]]];
    return [CommitteeObj objectsWithFetchRequest:request];
}

+ (NSArray*)positionsOfLegislator:(LegislatorObj*)legislator {
    return [CommitteePositionObj objectsWithPredicate:
            [NSPredicate predicateWithFormat:@"legislator == %@ AND position != 0", legislator]];
}

+ (NSArray*)legislatorsOnCommitteeNamed:(NSString*)name {
    NSPredicate* predicate = [NSPredicate predicateWithFormat:@"ANY committeePositions.committee.committeeName LIKE[cd] %@", name];
    return [LegislatorObj objectsWithPredicate:predicate];
}

+ (NSArray*)legislatorsByLocalizedName {
    NSFetchRequest* request = [LegislatorObj fetchRequest];
    NSSortDescriptor* byName = [[[NSSortDescriptor alloc] initWithKey:@"lastName" ascending:YES
                                                             selector:@selector(localizedCaseInsensitiveCompare:)] autorelease];
    [request setSortDescriptors:[NSArray arrayWithObject:byName]];
    return [LegislatorObj objectsWithFetchRequest:request];
}

+ (NSNumber*)maximumPartisanScore {
    NSFetchRequest* request = [LegislatorObj fetchRequest];
    NSExpression* keyPath = [NSExpression expressionForKeyPath:@"partisanScore"];
    NSExpression* maximum = [NSExpression expressionForFunction:@"max:" arguments:[NSArray arrayWithObject:keyPath]];
    NSExpressionDescription* description = [[[NSExpressionDescription alloc] init] autorelease];
    [description setName:@"maximum"];
    [description setExpression:maximum];
    [request setPropertiesToFetch:[NSArray arrayWithObject:description]];
    [request setResultType:NSDictionaryResultType];
    NSArray* results = [[LegislatorObj managedObjectContext] executeFetchRequest:request error:nil];
    return [[results lastObject] valueForKey:@"maximum"];
}

@end
