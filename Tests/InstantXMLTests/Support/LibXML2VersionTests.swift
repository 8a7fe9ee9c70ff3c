import InstantXML
import XCTest

final class LibXML2VersionTests: XCTestCase {
    func testLinkedLibXML2ReportsAVersion() {
        XCTAssertFalse(libxml2Version.isEmpty)
    }
}
