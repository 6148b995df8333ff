import XCTest

final class BuiltProductsTests: XCTestCase {
    func testBothExecutablesWereBuilt() {
        for name in ["buerger", "buerger-sim"] {
            let path = BuiltProducts.executable(name).path
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path), "missing \(path)")
        }
    }
}
