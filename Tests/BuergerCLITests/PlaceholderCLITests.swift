import BuergerCLI
import XCTest

final class PlaceholderCLITests: XCTestCase {
    func testModuleLoads() { XCTAssertTrue(true) }
}
