import CitizenClient
import XCTest

final class VersionTests: XCTestCase {
    func testVersionIsSemantic() {
        XCTAssertEqual(BuergerVersion.current.split(separator: ".").count, 3)
    }
}
