//
//  TLTag.h
//  TaskList
//

#import <RestKit/RestKit.h>

@interface TLTag : RKObject {
    NSString* _name;
    NSString* _color;
}

@property (nonatomic, retain) NSString* name;
@property (nonatomic, retain) NSString* color;

@end
