import Foundation
import InstantModel

/// Migrated from BLGPostTitle.h and BLGPostTitle.m (`NSObject <ICValueObject>`).
struct BLGPostTitle: ValueObject {
    let backingObject: Any

    init(backingObject: Any) throws {
        self.backingObject = backingObject
    }

    // TODO(migrate): BLGPostTitle.m:19: instance method -text
    // - (NSString *)text {
    //     return _text;
    // }
}
