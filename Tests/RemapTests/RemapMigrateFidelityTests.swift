import Foundation
import TestSupport
import XCTest

/// `remap migrate` on the shapes real RestKit 0.9-era apps have (the Capitol and TaskList fixtures):
/// mappings in categories, properties redeclared in subclasses, set-up outside the app delegate,
/// collections typed from registrations, classes never implemented, and relationship mappings that
/// name a scalar. Each rule is in Compatibility/README.md, "`remap migrate`: what it converts".
extension RemapCommandTests {
    private var capitol: MigrationApp { MigrationApp.all.first { $0.name == "Capitol" }! }
    private var taskList: MigrationApp { MigrationApp.all.first { $0.name == "TaskList" }! }

    /// The first object of the array under `key` in the app's sample, as a file of its own
    /// (`remap explain` maps one object).
    private func firstObject(of app: MigrationApp, _ sample: String, at key: String) throws -> String {
        let data = try Data(contentsOf: app.folder.appendingPathComponent(sample))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let first = try XCTUnwrap((root[key] as? [Any])?.first)
        let text = String(decoding: try JSONSerialization.data(withJSONObject: first), as: UTF8.self)
        return try temporaryFile("\(key).json", text)
    }

    private func swiftFile(_ output: URL, _ name: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
    }

    /// `@interface LegislatorObj (RestKit)` / `@implementation LegislatorObj (RestKit)` in
    /// `Model+RestKit.h/.m`: the category's hooks and methods are the class's.
    func testCategoryMethodsAndPropertiesBelongToTheirClassWhereverTheFilesSit() throws {
        let (run, output) = try migrate(capitol)
        XCTAssertEqual(run.status, 0, run.errors)
        let legislator = try swiftFile(output, "LegislatorObj.swift")
        XCTAssertTrue(
            legislator.contains(
                "/// Migrated from LegislatorObj.h, LegislatorObj.m, Model+RestKit.h and Model+RestKit.m"),
            legislator)
        XCTAssertTrue(legislator.contains("static let primaryKeyProperty: String? = \"legislatorID\""), legislator)
        XCTAssertTrue(legislator.contains("\"partisan_index\": \"partisanScore\","), legislator)
        let category = capitol.folder.appendingPathComponent("Model+RestKit.m").path
        XCTAssertTrue(run.errors.contains("\(category):35: TODO(migrate): instance method -fullName\n"), run.errors)
        XCTAssertTrue(
            legislator.contains("// TODO(migrate): Model+RestKit.m:35: instance method -fullName"), legislator)
        XCTAssertFalse(run.errors.contains("category LegislatorObj"), run.errors)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("Model+RestKit.swift").path))

        // A category with a protocol: the class conforms through it, its hooks are overrides.
        let (taskRun, taskOutput) = try migrate(taskList)
        XCTAssertEqual(taskRun.status, 0, taskRun.errors)
        let project = try swiftFile(taskOutput, "TLProject.swift")
        XCTAssertTrue(project.contains("override class var primaryKeyProperty: String? { \"projectID\" }"), project)
    }

    /// `@interface NSDate (Capitol)`: no class of the sources, so the whole category is a TODO.
    func testCategoryOnAClassTheSourcesDoNotDeclareStaysATODOWithFileAndLine() throws {
        let (run, output) = try migrate(capitol)
        for name in ["NSDate+Capitol.h", "NSDate+Capitol.m"] {
            let path = capitol.folder.appendingPathComponent(name).path
            XCTAssertTrue(
                run.errors.contains(
                    "\(path):8: TODO(migrate): category NSDate (Capitol) on a class these sources do not declare\n"),
                run.errors)
        }
        let swift = try swiftFile(output, "NSDate+Capitol.swift")
        XCTAssertTrue(swift.contains("// TODO(migrate): NSDate+Capitol.m:8: category NSDate (Capitol)"), swift)
        XCTAssertTrue(swift.contains("//     return [formatter stringFromDate:self];"), swift)
    }

    /// `TLProject.h` redeclares `createdAt`, which `TLEntity.h` declares: one stored property, the
    /// superclass's.
    func testPropertyRedeclaredInASubclassUsesTheSuperclasssStoredProperty() throws {
        let (_, output) = try migrate(taskList)
        let project = try swiftFile(output, "TLProject.swift")
        XCTAssertFalse(project.contains("var createdAt"), project)
        XCTAssertTrue(try swiftFile(output, "TLEntity.swift").contains("    var createdAt: Date?\n"))
    }

    /// Registrations in a view controller's initializer, on `[RKObjectManager sharedManager].mapper`,
    /// `[[RKObjectManager sharedManager] mapper]` and a local `objectManager`, inside `if` branches,
    /// and written `@ "tasks"`: each reaches `configure(mapper:)` and the mapping file.
    func testSetUpOutsideTheAppDelegateIsFoundWhereverItIs() throws {
        let mapping = try temporaryFile("tasklist-mapping.json", "")
        let (run, output) = try migrate(taskList, ["--mapping-file", mapping])
        XCTAssertEqual(run.status, 0, run.errors)
        let setUp = try swiftFile(output, "TLProjectsViewController.swift")
        for line in [
            "mapper.registerClass(TLProject.self, forElementNamed: \"project\")",
            "mapper.registerClass(TLTask.self, forElementNamed: \"tasks\")",
            "mapper.registerClass(TLTag.self, forElementNamed: \"tag\")",
        ] {
            XCTAssertTrue(setUp.contains("        \(line)\n"), setUp)
        }
        let controller = taskList.folder.appendingPathComponent("TLProjectsViewController.m").path
        XCTAssertTrue(
            run.errors.contains(
                "\(controller):21: TODO(migrate): -initWithStyle:: the set-up under this `if` is done unconditionally\n"
            ), run.errors)
        XCTAssertFalse(
            run.errors.contains("\(controller):16: TODO"), "`if (self = [super …])` is no condition: \(run.errors)")
        let file = try String(contentsOfFile: mapping, encoding: .utf8)
        XCTAssertTrue(
            file.contains(#""registeredElements": {"project": "TLProject", "tasks": "TLTask", "tag": "TLTag"}"#), file)

        let (capitolRun, capitolOutput) = try migrate(capitol)
        let delegate = try swiftFile(capitolOutput, "CapitolAppDelegate.swift")
        XCTAssertTrue(delegate.contains("mapper.registerClass(CommitteeObj.self, forElementNamed: \"committee\")"))
        XCTAssertTrue(
            delegate.contains("mapper.registerClass(CommitteePositionObj.self, forElementNamed: \"positions\")"))
        XCTAssertFalse(capitolRun.errors.contains("CapitolAppDelegate.m:22: TODO"), capitolRun.errors)
    }

    /// `NSArray* tasks` typed from the element registered for the keypath's last key, `NSArray* tags`
    /// from `+mappingClassForTags` (in a category): the mapping file passes `remap explain --mapping`.
    func testCollectionsTypedFromRegistrationsOrMappingClassesPassRemapExplain() throws {
        let mapping = try temporaryFile("tasklist-mapping.json", "")
        let (run, output) = try migrate(taskList, ["--mapping-file", mapping])
        XCTAssertEqual(run.status, 0, run.errors)
        let project = try swiftFile(output, "TLProject.swift")
        XCTAssertTrue(project.contains("    var tasks: [TLTask] = []\n"), project)
        XCTAssertTrue(try swiftFile(output, "TLTask.swift").contains("    var tags: [TLTag] = []\n"))
        let file = try String(contentsOfFile: mapping, encoding: .utf8)
        XCTAssertTrue(file.contains(#""tasks": "[TLTask]""#), file)

        let explain = try remap([
            "explain", try firstObject(of: taskList, "projects.json", at: "projects"), "--mapping", mapping, "--class",
            "TLProject",
        ])
        XCTAssertEqual(explain.status, 0, explain.errors)
        XCTAssertTrue(explain.output.hasSuffix("No conversion errors.\n"), explain.output)
        XCTAssertFalse(explain.output.contains("must name a class"), explain.output)
    }

    /// `NSSet* watchers` mapped as a relationship with no class anywhere: a TODO with file:line, and
    /// left out of the relationships so that the mapping file stays one `explain` accepts.
    func testCollectionWithoutAnElementClassIsATODONotAMappingFileExplainRejects() throws {
        let mapping = try temporaryFile("tasklist-mapping.json", "")
        let (run, output) = try migrate(taskList, ["--mapping-file", mapping])
        let category = taskList.folder.appendingPathComponent("TLProject+Mapping.m").path
        XCTAssertTrue(
            run.errors.contains(
                "\(category):17: TODO(migrate): +elementToRelationshipMappings: \"watchers\" → watchers left out: no class for its elements (add +mappingClassForWatchers or register a class for the element \"watchers\")\n"
            ), run.errors)
        let project = try swiftFile(output, "TLProject.swift")
        XCTAssertTrue(
            project.contains(
                "override class var elementToRelationshipMappings: [String: String] { [\"tasks\": \"tasks\"] }"),
            project)
        XCTAssertTrue(project.contains("    var watchers: [Node] = []  // element class unknown"), project)
        let file = try String(contentsOfFile: mapping, encoding: .utf8)
        XCTAssertFalse(file.contains(#""watchers": "watchers""#), file)
        XCTAssertTrue(file.contains(#""watchers": "[Any]""#), file)
    }

    /// `DistrictMapObj.h` declares a model class that no file implements: written with empty mappings
    /// so that it compiles, and a note on standard error.
    func testClassDeclaredButNeverImplementedCompilesWithEmptyMappingsAndANote() throws {
        let (run, output) = try migrate(capitol)
        let header = capitol.folder.appendingPathComponent("DistrictMapObj.h").path
        XCTAssertTrue(
            run.errors.contains(
                "\(header):10: note: @interface DistrictMapObj has no @implementation in these sources: written with its properties and empty mappings\n"
            ), run.errors)
        let swift = try swiftFile(output, "DistrictMapObj.swift")
        XCTAssertTrue(swift.contains("    static let elementToPropertyMappings: [String: String] = [:]\n"), swift)
        XCTAssertTrue(swift.contains("    var districtMapID: Int?  // NSNumber: Int by default"), swift)
    }

    /// `dictionaryWithObjectsAndKeys:` lists each value before its key (`@"firstName", @"firstname"`
    /// maps the element `firstname` to `firstName`).
    func testDictionaryWithObjectsAndKeysReadsEachValueBeforeItsKey() throws {
        let (_, output) = try migrate(capitol)
        let legislator = try swiftFile(output, "LegislatorObj.swift")
        XCTAssertTrue(legislator.contains("\"firstname\": \"firstName\","), legislator)
        XCTAssertTrue(legislator.contains("\"committee_positions\": \"committeePositions\""), legislator)
        XCTAssertFalse(legislator.contains("\"firstName\": \"firstname\""), legislator)
    }

    /// `@"url", @"url"` in `+elementToRelationshipMappings` names an `NSString`: RestKit 0.9.2's mapper
    /// ignored it, so it is reported with file:line and left out.
    func testRelationshipMappingNamingAScalarPropertyIsReportedAndLeftOut() throws {
        let mapping = try temporaryFile("capitol-mapping.json", "")
        let (run, output) = try migrate(capitol, ["--mapping-file", mapping])
        let category = capitol.folder.appendingPathComponent("Model+RestKit.m").path
        XCTAssertTrue(
            run.errors.contains(
                "\(category):51: TODO(migrate): +elementToRelationshipMappings: \"url\" → url left out: url is String, not an object (RestKit 0.9.2's mapper ignored it)\n"
            ), run.errors)
        let committee = try swiftFile(output, "CommitteeObj.swift")
        XCTAssertTrue(
            committee.contains(
                #"static let elementToRelationshipMappings: [String: String] = ["positions": "positions"]"#), committee)
        let explain = try remap([
            "explain", try firstObject(of: capitol, "committees.json", at: "committees"), "--mapping", mapping,
            "--class", "CommitteeObj",
        ])
        XCTAssertEqual(explain.status, 0, explain.errors)
        XCTAssertTrue(explain.output.hasSuffix("No conversion errors.\n"), explain.output)
    }

    /// A class extension redeclaring a `readonly` property `readwrite` is one property, writable; an
    /// `else` branch's registration is found like an `if` branch's.
    func testClassExtensionRedeclarationIsOnePropertyAndElseBranchesAreRead() throws {
        let header = try temporaryFile(
            "Note.h",
            """
            @interface Note : RKObject
            @property (nonatomic, readonly) NSString* text;
            @end
            """)
        let implementation = try temporaryFile(
            "Note.m",
            """
            @interface Note ()
            @property (nonatomic, readwrite) NSString* text;
            @end

            @implementation Note
            + (NSDictionary*)elementToPropertyMappings {
                return [NSDictionary dictionaryWithObject:@"text" forKey:@"text"];
            }
            @end

            @implementation NoteSetUp
            - (void)setUp {
                if (useXML) {
                    [[RKObjectManager sharedManager].mapper registerClass:[Note class] forElementNamed:@"note"];
                } else {
                    [[RKObjectManager sharedManager].mapper registerClass:[Note class] forElementNamed:@"notes"];
                }
            }
            @end
            """)
        let run = try remap(["migrate", header, implementation])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("    var text: String?\n"), run.output)
        XCTAssertFalse(run.output.contains("private(set) var text"), run.output)
        XCTAssertEqual(run.output.components(separatedBy: "var text").count, 2, run.output)
        XCTAssertTrue(run.output.contains(#"mapper.registerClass(Note.self, forElementNamed: "note")"#), run.output)
        XCTAssertTrue(run.output.contains(#"mapper.registerClass(Note.self, forElementNamed: "notes")"#), run.output)
        XCTAssertTrue(
            run.errors.contains("\(implementation):15: TODO(migrate): -setUp: the set-up under this `else`"), run.errors
        )
    }
}
