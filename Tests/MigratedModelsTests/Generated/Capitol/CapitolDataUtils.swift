// Not converted from CapitolDataUtils.m by remap migrate: port by hand.

// TODO(migrate): CapitolDataUtils.m:13: method of CapitolDataUtils, not a model class: +legislatorForDistrict:andChamber: (its fetch is CapitolDataUtilsQueries.legislatorForDistrict(district:chamber:))
// + (LegislatorObj*)legislatorForDistrict:(NSNumber*)district andChamber:(NSNumber*)chamber {
//     NSPredicate* predicate = [NSPredicate predicateWithFormat:@"self.district == %@ AND self.legtype == %@", district, chamber];
//     return [LegislatorObj objectWithPredicate:predicate];
// }

// TODO(migrate): CapitolDataUtils.m:18: method of CapitolDataUtils, not a model class: +legislatorsOfChamber:party: (its fetch is CapitolDataUtilsQueries.legislatorsOfChamber(chamber:party:))
// + (NSArray*)legislatorsOfChamber:(NSInteger)chamber party:(NSInteger)party {
//     NSFetchRequest* request = [LegislatorObj fetchRequest];
//     request.predicate = [NSPredicate predicateWithFormat:@"legtype == %d AND partyID == %d", chamber, party];
//     NSSortDescriptor* byScore = [[NSSortDescriptor alloc] initWithKey:@"partisanScore" ascending:NO];
//     NSSortDescriptor* byName = [NSSortDescriptor sortDescriptorWithKey:@"lastName" ascending:YES];
//     [request setSortDescriptors:[NSArray arrayWithObjects:byScore, byName, nil]];
//     [byScore release];
//     return [LegislatorObj objectsWithFetchRequest:request];
// }

// TODO(migrate): CapitolDataUtils.m:28: method of CapitolDataUtils, not a model class: +legislatorsNamed: (its fetch is CapitolDataUtilsQueries.legislatorsNamed(text:))
// + (NSArray*)legislatorsNamed:(NSString*)text {
//     NSPredicate* predicate = [NSPredicate predicateWithFormat:
//                               @"(lastName BEGINSWITH[c] %@ OR firstName CONTAINS[c] %@) AND NOT (party == 'Independent')",
//                               text, text];
//     return [LegislatorObj objectsWithPredicate:predicate];
// }

// TODO(migrate): CapitolDataUtils.m:35: method of CapitolDataUtils, not a model class: +committeesOfTypes: (its fetch is CapitolDataUtilsQueries.committeesOfTypes(types:))
// + (NSArray*)committeesOfTypes:(NSArray*)types {
//     NSFetchRequest* request = [CommitteeObj fetchRequest];
//     [request setPredicate:[NSPredicate predicateWithFormat:@"committeeType IN %@ AND committeeID >= 100 AND committeeID < 500", types]];
//     [request setSortDescriptors:[NSArray arrayWithObject:[NSSortDescriptor sortDescriptorWithKey:@"committeeName" ascending:YES]]];
//     return [CommitteeObj objectsWithFetchRequest:request];
// }

// TODO(migrate): CapitolDataUtils.m:42: method of CapitolDataUtils, not a model class: +positionsOfLegislator: (its fetch is CapitolDataUtilsQueries.positionsOfLegislator(legislator:))
// + (NSArray*)positionsOfLegislator:(LegislatorObj*)legislator {
//     return [CommitteePositionObj objectsWithPredicate:
//             [NSPredicate predicateWithFormat:@"legislator == %@ AND position != 0", legislator]];
// }

// TODO(migrate): CapitolDataUtils.m:47: method of CapitolDataUtils, not a model class: +legislatorsOnCommitteeNamed:
// + (NSArray*)legislatorsOnCommitteeNamed:(NSString*)name {
//     NSPredicate* predicate = [NSPredicate predicateWithFormat:@"ANY committeePositions.committee.committeeName LIKE[cd] %@", name];
//     return [LegislatorObj objectsWithPredicate:predicate];
// }

// TODO(migrate): CapitolDataUtils.m:52: method of CapitolDataUtils, not a model class: +legislatorsByLocalizedName
// + (NSArray*)legislatorsByLocalizedName {
//     NSFetchRequest* request = [LegislatorObj fetchRequest];
//     NSSortDescriptor* byName = [[[NSSortDescriptor alloc] initWithKey:@"lastName" ascending:YES
//                                                              selector:@selector(localizedCaseInsensitiveCompare:)] autorelease];
//     [request setSortDescriptors:[NSArray arrayWithObject:byName]];
//     return [LegislatorObj objectsWithFetchRequest:request];
// }

// TODO(migrate): CapitolDataUtils.m:60: method of CapitolDataUtils, not a model class: +maximumPartisanScore
// + (NSNumber*)maximumPartisanScore {
//     NSFetchRequest* request = [LegislatorObj fetchRequest];
//     NSExpression* keyPath = [NSExpression expressionForKeyPath:@"partisanScore"];
//     NSExpression* maximum = [NSExpression expressionForFunction:@"max:" arguments:[NSArray arrayWithObject:keyPath]];
//     NSExpressionDescription* description = [[[NSExpressionDescription alloc] init] autorelease];
//     [description setName:@"maximum"];
//     [description setExpression:maximum];
//     [request setPropertiesToFetch:[NSArray arrayWithObject:description]];
//     [request setResultType:NSDictionaryResultType];
//     NSArray* results = [[LegislatorObj managedObjectContext] executeFetchRequest:request error:nil];
//     return [[results lastObject] valueForKey:@"maximum"];
// }
