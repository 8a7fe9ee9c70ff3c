import Foundation
import InstantModel
import ObjectMapping
import XCTest

/// The XML attribute rule the compatibility table declares: attributes stay in their own element and
/// its text goes under `text` (0.9.2 merged attributes into the parent).
final class XMLAttributeFidelityTests: XCTestCase {
    func testAnElementWithAnAttributeIsAnObjectWithText() throws {
        let xml = #"<product><name>Pen</name><price currency="USD">9.99</price></product>"#
        let product = try ObjectMapper(format: .xml).map(Data(xml.utf8), to: SpecProduct.self, keyPath: "product")
        XCTAssertEqual(product.value.price, Decimal(string: "9.99"))
        XCTAssertEqual(product.value.currency, "USD")
        XCTAssertTrue(product.report.isClean)
    }

    func testAPlainPriceMappingNowFindsAnObjectAndReportsIt() throws {
        let xml = #"<product><price currency="USD">9.99</price></product>"#
        let product = try ObjectMapper(format: .xml).map(
            Data(xml.utf8), to: SpecPlainProduct.self, keyPath: "product")
        XCTAssertNil(product.value.price)
        XCTAssertEqual(product.report.errors.map(\.keyPath), ["price"])
    }
}

final class SpecProduct: ObjectMappable {
    var price: Decimal?
    var currency: String?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecProduct.self) {
            PropertyTable([
                PropertyAccessor("price", \SpecProduct.price), PropertyAccessor("currency", \SpecProduct.currency),
            ])
        }
    }
    static let elementToPropertyMappings = ["price.text": "price", "price.currency": "currency"]
}

final class SpecPlainProduct: ObjectMappable {
    var price: Decimal?
    init() {}

    static var propertyTable: PropertyTable {
        PropertyTable.cached(for: SpecPlainProduct.self) {
            PropertyTable([PropertyAccessor("price", \SpecPlainProduct.price)])
        }
    }
    static let elementToPropertyMappings = ["price": "price"]
}
