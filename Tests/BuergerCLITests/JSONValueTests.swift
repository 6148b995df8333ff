import XCTest

@testable import BuergerCLI

final class JSONValueTests: XCTestCase {
    func testKeepsKeyOrderAndWritesNull() {
        let value = JSONValue.object([
            ("id", .integer(1)), ("name", .string("Kirche")), ("distanceMeters", .null),
            ("ok", .bool(true)),
        ])
        XCTAssertEqual(value.serialized(), #"{"id":1,"name":"Kirche","distanceMeters":null,"ok":true}"#)
    }

    func testNumbers() {
        XCTAssertEqual(JSONValue.number(49.209277).serialized(), "49.209277")
        XCTAssertEqual(JSONValue.number(7).serialized(), "7")
        XCTAssertEqual(JSONValue.number(.nan).serialized(), "null")
        XCTAssertEqual(JSONValue.array([.integer(-3), .number(0.5)]).serialized(), "[-3,0.5]")
    }

    func testEscapesStringsAndDropsWhatTheTerminalWouldNotShow() {
        XCTAssertEqual(JSONValue.string("a\"b\\c\nd\u{1B}e\u{2028}").serialized(), #""a\"b\\c\nde ""#)
        XCTAssertEqual(JSONValue.string("R\u{202E}a\u{200B}t\u{E0041}\r\th\u{9B}").serialized(), #""Rat\th""#)
        XCTAssertEqual(JSONValue.string("Süd").serialized(), "\"Süd\"")
    }

    func testOutputParsesAsJSON() throws {
        let text = JSONValue.object([("s", .string("\u{0}\u{7F}\t")), ("a", .array([]))]).serialized()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertEqual(object?["s"] as? String, "\t", "NUL and DEL removed, the tab kept")
    }
}
