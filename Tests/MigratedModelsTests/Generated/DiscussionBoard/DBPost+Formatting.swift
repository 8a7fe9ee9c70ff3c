// Not converted from DBPost+Formatting.h and DBPost+Formatting.m by remap migrate: port by hand.

// TODO(migrate): DBPost+Formatting.h:3: category DBPost (Formatting)
// @interface DBPost (Formatting)
//
// - (NSString*)formattedBody;
//
// @end

// TODO(migrate): DBPost+Formatting.m:3: category DBPost (Formatting)
// @implementation DBPost (Formatting)
//
// - (NSString*)formattedBody {
//     return [self.body stringByReplacingOccurrencesOfString:@"\n" withString:@"<br/>"];
// }
//
// @end
