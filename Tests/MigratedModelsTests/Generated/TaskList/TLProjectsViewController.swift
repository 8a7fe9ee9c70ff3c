import Foundation
import ObjectMapping

/// The mapper and router set-up of TLProjectsViewController.m, migrated.
enum TLProjectsViewControllerSetUp {
    /// Registers the element names and routes of TLProjectsViewController.m on `mapper` and `router`.
    static func configure(mapper: inout ObjectMapper, router: DynamicRouter) throws {
        mapper.registerClass(TLProject.self, forElementNamed: "project")
        mapper.registerClass(TLTask.self, forElementNamed: "tasks")
        mapper.registerClass(TLTag.self, forElementNamed: "tag")
    }

    // TODO(migrate): TLProjectsViewController.m:17: statement of -initWithStyle: not converted
    //         self.title = @"Projects";

    // TODO(migrate): TLProjectsViewController.m:21: -initWithStyle:: the set-up under this `if` is done unconditionally
    //         if ([[NSUserDefaults standardUserDefaults] boolForKey:@"TLShowTags"]) {

    // TODO(migrate): TLProjectsViewController.m:28: method of TLProjectsViewController without set-up: -viewDidLoad
    // - (void)viewDidLoad {
    //     [super viewDidLoad];
    //     [self loadObjectsFromDataStore];
    //     [[RKObjectManager sharedManager] loadObjectsAtResourcePath:@"/projects" delegate:self];
    // }

    // TODO(migrate): TLProjectsViewController.m:34: method of TLProjectsViewController without set-up: -loadObjectsFromDataStore (its fetch is TLProjectsViewControllerQueries.loadObjectsFromDataStore())
    // - (void)loadObjectsFromDataStore {
    //     [_projects release];
    //     NSFetchRequest* request = [TLProject fetchRequest];
    //     NSSortDescriptor* descriptor = [NSSortDescriptor sortDescriptorWithKey:@"createdAt" ascending:NO];
    //     [request setSortDescriptors:[NSArray arrayWithObject:descriptor]];
    //     _projects = [[TLProject objectsWithFetchRequest:request] retain];
    // }

    // TODO(migrate): TLProjectsViewController.m:42: method of TLProjectsViewController without set-up: -openTasksMatching: (its fetch is TLProjectsViewControllerQueries.openTasksMatching(text:))
    // - (NSArray*)openTasksMatching:(NSString*)text {
    //     NSFetchRequest* request = [TLTask fetchRequest];
    //     request.predicate = [NSPredicate predicateWithFormat:@"title CONTAINS[c] %@ AND done == NO AND priority > 1", text];
    //     request.sortDescriptors = [NSArray arrayWithObjects:
    //                                [NSSortDescriptor sortDescriptorWithKey:@"priority" ascending:NO],
    //                                [NSSortDescriptor sortDescriptorWithKey:@"dueAt" ascending:YES], nil];
    //     request.fetchLimit = 20;
    //     return [TLTask objectsWithFetchRequest:request];
    // }

    // TODO(migrate): TLProjectsViewController.m:52: method of TLProjectsViewController without set-up: -tasksDueBefore: (its fetch is TLProjectsViewControllerQueries.tasksDueBefore(date:))
    // - (NSArray*)tasksDueBefore:(NSDate*)date {
    //     return [TLTask objectsWithPredicate:[NSPredicate predicateWithFormat:@"dueAt <= %@ AND dueAt != nil", date]];
    // }

    // TODO(migrate): TLProjectsViewController.m:56: method of TLProjectsViewController without set-up: -tasksTitled:
    // - (NSArray*)tasksTitled:(NSString*)pattern {
    //     return [TLTask objectsWithPredicate:[NSPredicate predicateWithFormat:@"title MATCHES %@", pattern]];
    // }

    // TODO(migrate): TLProjectsViewController.m:60: method of TLProjectsViewController without set-up: -objectLoader:didLoadObjects:
    // - (void)objectLoader:(RKObjectLoader*)objectLoader didLoadObjects:(NSArray*)objects {
    //     [self loadObjectsFromDataStore];
    //     [self.tableView reloadData];
    // }
}
