//
//  RKTConstants.h
//  RKTwitter
//
//  Element names shared by the models and the app delegate.
//

#define kRKTUserElement @"user"
#define kRKTStatusElement @"status"
#define RKT_API_VERSION 1
#define RKTLog(fmt, ...) NSLog((@"%s " fmt), __PRETTY_FUNCTION__, ##__VA_ARGS__)

static NSString * const kRKTScreenNameKey = @"screen_name";
static NSString * const kRKTCreatedAtKey = @"created_at";
