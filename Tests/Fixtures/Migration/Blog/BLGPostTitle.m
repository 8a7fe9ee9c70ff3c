#import "BLGPostTitle.h"

@implementation BLGPostTitle {
    NSString *_text;
}

- (instancetype)initWithBackingObject:(id)backingObject {
    self = [super init];
    if (self) {
        _text = [backingObject copy];
    }
    return self;
}

- (id)backingObject {
    return _text;
}

- (NSString *)text {
    return _text;
}

@end
