import InstantPayload
import XCTest

final class InflectorTests: XCTestCase {
    func testSingularizeRailsExamples() {
        let cases = [
            "tasks": "task", "people": "person", "categories": "category", "addresses": "address",
            "statuses": "status", "children": "child", "mice": "mouse", "boxes": "box", "records": "record",
            "users": "user", "tags": "tag", "entries": "entry", "matrices": "matrix", "indices": "index",
            "octopi": "octopus", "buses": "bus", "shoes": "shoe", "potatoes": "potato", "wives": "wife",
            "wolves": "wolf", "analyses": "analysis", "crises": "crisis", "axes": "axis", "quizzes": "quiz",
            "movies": "movie", "databases": "database", "data": "datum", "news": "news", "salespeople": "salesperson",
            "has_manys": "has_many", "line_items": "line_item", "Tasks": "Task", "People": "Person", "oxen": "ox",
            "aliases": "alias", "dishes": "dish", "churches": "church", "queries": "query",
        ]
        for (plural, singular) in cases {
            XCTAssertEqual(Inflector.singularize(plural), singular, plural)
        }
    }

    func testSingularOfSingularIsUnchanged() {
        for word in [
            "task", "person", "category", "address", "status", "child", "mouse", "box", "bus", "alias", "virus", "news",
            "series", "process", "",
        ] {
            XCTAssertEqual(Inflector.singularize(word), word, word)
        }
    }

    func testPluralizeRailsExamples() {
        let cases = [
            "task": "tasks", "person": "people", "category": "categories", "address": "addresses",
            "status": "statuses", "child": "children", "mouse": "mice", "box": "boxes", "user": "users",
            "entry": "entries", "matrix": "matrices", "index": "indices", "octopus": "octopi", "bus": "buses",
            "tomato": "tomatoes", "wife": "wives", "wolf": "wolves", "analysis": "analyses", "quiz": "quizzes",
            "ox": "oxen", "datum": "data", "query": "queries", "day": "days", "Person": "People",
            "salesperson": "salespeople", "human": "humans", "line_item": "line_items", "dish": "dishes",
        ]
        for (singular, plural) in cases {
            XCTAssertEqual(Inflector.pluralize(singular), plural, singular)
        }
    }

    func testUncountablesStayTheSame() {
        for word in ["equipment", "information", "money", "sheep", "fish", "series", "species", "user_money"] {
            XCTAssertEqual(Inflector.pluralize(word), word)
            XCTAssertEqual(Inflector.singularize(word), word)
        }
    }

    func testPluralOfPluralIsUnchanged() {
        for word in ["tasks", "people", "children", "mice", "indices", "octopi", "data"] {
            XCTAssertEqual(Inflector.pluralize(word), word, word)
        }
    }

    /// RestKit 0.9.2 `RKRailsRouter.m` (`-serializationForObject:method:`) underscores the model name
    /// through `NSString+InflectionSupport`.
    func testUnderscoreFollowsActiveSupport() {
        XCTAssertEqual(Inflector.underscore("Human"), "human")
        XCTAssertEqual(Inflector.underscore("human"), "human")
        XCTAssertEqual(Inflector.underscore("CatOwner"), "cat_owner")
        XCTAssertEqual(Inflector.underscore("HTMLPage"), "html_page")
        XCTAssertEqual(Inflector.underscore("nick-name"), "nick_name")
        XCTAssertEqual(Inflector.underscore("Version2Item"), "version2_item")
    }
}
