import Foundation
import InstantModel
import XCTest

@testable import ObjectMapping

/// Request-body plans are probed, compiled and shared safely from many threads (run under
/// ThreadSanitizer by CI): the first bodies of a class, written on many threads at once, each thread
/// probing it, equal the bodies its dictionaries give.
final class SerializationPlanConcurrencyTests: XCTestCase {
    func testAClassIsProbedAndWrittenSafelyFromManyThreads() throws {
        let count = 64
        let router = DynamicRouter()
        let bodies = Locked<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let body = Self.body(router, Self.widget(index))
            bodies.withLock { $0[index] = body }
        }
        let dictionaryRouter = DynamicRouter(serializationFormat: .formURLEncoded, writesFromPlans: false)
        for index in 0..<count {
            let slow = Self.body(dictionaryRouter, Self.widget(index))
            XCTAssertEqual(bodies.withLock { $0[index] }, slow)
            XCTAssertEqual(slow, "name=widget%20\(index)&parts[][name]=part%20%26%20\(index)")
        }
        XCTAssertNotNil(SerializationPlan.plan(for: Self.widget(0)))
    }

    private static func body(_ router: DynamicRouter, _ widget: Widget) -> String {
        do {
            let data = try router.serialization(forObject: widget, method: .put)?.httpBody ?? Data()
            return String(decoding: data, as: UTF8.self)
        } catch {
            return "error \(error)"
        }
    }

    private static func widget(_ index: Int) -> Widget {
        let widget = Widget()
        widget.widgetID = index
        widget.name = "widget \(index)"
        let part = Part()
        part.name = "part & \(index)"
        widget.parts = [part]
        return widget
    }
}
