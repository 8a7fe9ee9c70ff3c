//
//  TLProjectsViewController.m
//  TaskList
//
//  Registers the elements it loads when it is created, as RKCatalog's examples do.
//

#import "TLProjectsViewController.h"
#import "TLProject+Mapping.h"
#import "TLTask+Mapping.h"
#import "TLTag.h"

@implementation TLProjectsViewController

- (id)initWithStyle:(UITableViewStyle)style {
    if (self = [super initWithStyle:style]) {
        self.title = @"Projects";
        [[RKObjectManager sharedManager].mapper registerClass:[TLProject class] forElementNamed:@"project"];
        RKObjectManager* objectManager = [RKObjectManager sharedManager];
        [objectManager.mapper registerClass:[TLTask class] forElementNamed:@ "tasks"];
        if ([[NSUserDefaults standardUserDefaults] boolForKey:@"TLShowTags"]) {
            [[[RKObjectManager sharedManager] mapper] registerClass:[TLTag class] forElementNamed:@"tag"];
        }
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self loadObjectsFromDataStore];
    [[RKObjectManager sharedManager] loadObjectsAtResourcePath:@"/projects" delegate:self];
}

- (void)loadObjectsFromDataStore {
    [_projects release];
    NSFetchRequest* request = [TLProject fetchRequest];
    NSSortDescriptor* descriptor = [NSSortDescriptor sortDescriptorWithKey:@"createdAt" ascending:NO];
    [request setSortDescriptors:[NSArray arrayWithObject:descriptor]];
    _projects = [[TLProject objectsWithFetchRequest:request] retain];
}

- (NSArray*)openTasksMatching:(NSString*)text {
    NSFetchRequest* request = [TLTask fetchRequest];
    request.predicate = [NSPredicate predicateWithFormat:@"title CONTAINS[c] %@ AND done == NO AND priority > 1", text];
    request.sortDescriptors = [NSArray arrayWithObjects:
                               [NSSortDescriptor sortDescriptorWithKey:@"priority" ascending:NO],
                               [NSSortDescriptor sortDescriptorWithKey:@"dueAt" ascending:YES], nil];
    request.fetchLimit = 20;
    return [TLTask objectsWithFetchRequest:request];
}

- (NSArray*)tasksDueBefore:(NSDate*)date {
    return [TLTask objectsWithPredicate:[NSPredicate predicateWithFormat:@"dueAt <= %@ AND dueAt != nil", date]];
}

- (NSArray*)tasksTitled:(NSString*)pattern {
    return [TLTask objectsWithPredicate:[NSPredicate predicateWithFormat:@"title MATCHES %@", pattern]];
}

- (void)objectLoader:(RKObjectLoader*)objectLoader didLoadObjects:(NSArray*)objects {
    [self loadObjectsFromDataStore];
    [self.tableView reloadData];
}

- (void)dealloc {
    [_projects release];
    [super dealloc];
}

@end
