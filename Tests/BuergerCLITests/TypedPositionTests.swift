import CitizenClient
import XCTest

@testable import BuergerCLI

/// Positions as a helper types them for a door (found in a new user's trial: a space or German
/// decimal commas were refused, and `stops --near @zuhause` too).
final class TypedPositionTests: XCTestCase {
    func testTheFormsPeopleTypeAreRead() {
        for text in ["49.4785,7.6405", "49.4785, 7.6405", "49.4785 7.6405", "49,4785 7,6405", " 49,4785  7,6405 "] {
            let position = TypedPosition.parse(text, places: [:])
            XCTAssertEqual(position?.latitude ?? 0, 49.4785, accuracy: 1e-9, text)
            XCTAssertEqual(position?.longitude ?? 0, 7.6405, accuracy: 1e-9, text)
        }
        XCTAssertEqual(TypedPosition.parse("@zuhause", places: ["zuhause": "49.1,7.2"])?.latitude, 49.1)
        for bad in ["Schulstraße 3, Weilerbach", "49,4785", "@nirgends", "49.4785 7.6405 3", ""] {
            XCTAssertNil(TypedPosition.parse(bad, places: ["zuhause": "49.1,7.2"]), bad)
        }
    }
}
