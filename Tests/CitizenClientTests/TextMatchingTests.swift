import XCTest

@testable import CitizenClient

/// `TextMatching.normalized` takes a shortcut for ASCII; it must fold exactly as Foundation does.
final class TextMatchingTests: XCTestCase {
    func testTheASCIIShortcutFoldsAsFoundationDoes() {
        var texts = [
            "Weilerbach Rathaus", "  UNI   süd ", "Straße", "ＡＢＣ", "Kirche\tNord\n", "", " ", "Ørsted", "İstanbul",
            "Café", "ǅemal", "ﬁsch",
        ]
        // Every printable ASCII character, alone and between letters and spaces.
        for byte in UInt8(0x09)...UInt8(0x7E) where byte >= 0x20 || byte == 0x09 || byte == 0x0A {
            let character = String(UnicodeScalar(byte))
            texts += [character, "a\(character)B", " \(character) Z "]
        }
        for text in texts {
            XCTAssertEqual(TextMatching.normalized(text), TextMatching.normalizedByFolding(text), text.debugDescription)
        }
        XCTAssertEqual(TextMatching.normalized("  Uni   SÜD "), "uni sud")
        XCTAssertEqual(TextMatching.normalized("Weilerbach  RATHAUS"), "weilerbach rathaus")
    }

    func testResolvingANameStillPrefersTheExactOne() throws {
        let stops = [
            Stop(id: 1, name: "Uni Süd", location: nil, schedule: []),
            Stop(id: 2, name: "UNI", location: nil, schedule: []),
            Stop(id: 3, name: "Uni West", location: nil, schedule: []),
        ]
        XCTAssertEqual(try StopResolver().resolve("uni", in: stops).id, 2)
        XCTAssertEqual(try StopResolver().resolve("sud", in: stops).id, 1)
        XCTAssertThrowsError(try StopResolver().resolve("un", in: stops))
    }
}
