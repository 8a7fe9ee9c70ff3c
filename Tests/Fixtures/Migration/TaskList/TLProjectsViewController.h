//
//  TLProjectsViewController.h
//  TaskList
//

#import <UIKit/UIKit.h>
#import <RestKit/RestKit.h>

@interface TLProjectsViewController : UITableViewController <RKObjectLoaderDelegate> {
    NSArray* _projects;
}

@end
