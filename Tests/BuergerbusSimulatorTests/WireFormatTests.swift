import XCTest

@testable import BuergerbusSimulator

/// Number formats, Jettison escaping and the InfoObject read-back (wire-contract §2, §5.4).
final class WireFormatTests: XCTestCase {
    func testGeoJSONCoordinates() {
        let cases: [(Double, String)] = [
            (7.608858346939087, "7.608858347"), (49.210420445650286, "49.210420446"), (15, "15.0"), (-3.4, "-3.4"),
            (7.60497, "7.60497"), (0.0000000005, "0.000000001"), (0.0000000004, "0.0"), (-0.0, "0.0"),
            (7.9999999999, "8.0"), (123456789.5, "123456789.5"), (1e-10, "0.0"),
        ]
        for (value, text) in cases { XCTAssertEqual(JavaNumberText.coordinate(value), text, "\(value)") }
    }

    func testJavaDoubleToString() {
        let cases: [(Double, String)] = [
            (7.60747, "7.60747"), (7, "7.0"), (0.001, "0.001"), (0.0001, "1.0E-4"), (1e7, "1.0E7"),
            (9_999_999, "9999999.0"), (-2.5, "-2.5"), (0, "0.0"), (1.5e-5, "1.5E-5"), (123456789.25, "1.2345678925E8"),
        ]
        for (value, text) in cases { XCTAssertEqual(JavaNumberText.double(value), text, "\(value)") }
    }

    func testJettisonUserInfo() {
        XCTAssertEqual(
            PassengerInfoText.userInfo(name: "John", address: "Doe", assistance: [3, 5]),
            #"{"name":"John","address":"Doe","assistance":[3,5]}"#)
        XCTAssertEqual(
            PassengerInfoText.userInfo(name: nil, address: "a/b \"c\" \\", assistance: []),
            #"{"address":"a\/b \"c\" \\","assistance":[]}"#)
        XCTAssertEqual(
            PassengerInfoText.userInfo(name: "M\u{FC}ller\n", address: "", assistance: [1]),
            "{\"name\":\"M\u{FC}ller\\n\",\"address\":\"\",\"assistance\":[1]}")
    }

    func testInfoReadBack() {
        func info(_ name: String?, _ address: String?, _ assistance: [Int32?]) -> ReadBackInfo? {
            PassengerInfoText.readBack(PassengerInfoText.userInfo(name: name, address: address, assistance: assistance))
        }
        XCTAssertEqual(info("John", "Doe", [3, 5]), ReadBackInfo(name: "John", address: "Doe", assistance: [3, 5]))
        XCTAssertEqual(info("", "", []), ReadBackInfo(name: "", address: "", assistance: []))
        XCTAssertEqual(info("M\u{FC}ller", "Hauptstr. 1/2, 67655 KL", [1])?.address, #"Hauptstr. 1\/2, 67655 KL"#)
        XCTAssertEqual(info("Jo\"hn", "x", [])?.name, #"Jo\"hn"#)
        XCTAssertEqual(info("a\",b", "x", [])?.name, #"a\"#)
        XCTAssertEqual(info(nil, "Doe", [])?.name, #"ess":"Doe"#)
        XCTAssertNil(info("my assistance", "x", [1]))
        XCTAssertNil(info("a", "b", [1, nil]))
    }

    func testJacksonStringEscaping() {
        XCTAssertEqual(WireJSON.string("a\"b\\c/d\u{1}\tü").text, "\"a\\\"b\\\\c/d\\u0001\\tü\"")
    }

    func testTimeOfDay() {
        XCTAssertEqual(WireEncoding.timeOfDay(9 * 3600 + 10 * 60), "09:10:00")
        XCTAssertEqual(WireEncoding.timeOfDay(86_399), "23:59:59")
        XCTAssertEqual(WireEncoding.timeOfDay(-1), "23:59:59")
    }

    func testRequestNumbersKeepIntegerAndDoubleApart() {
        XCTAssertEqual(
            parse(#"{"a":15,"b":15.0,"c":1e2,"d":99999999999999999999}"#),
            .object(["a": .integer(15), "b": .double(15), "c": .double(100), "d": .bigInteger("99999999999999999999")]))
        XCTAssertEqual(parse(""), .null)
        XCTAssertNil(parse("{"))
        XCTAssertEqual(JavaValueText.string(parse(#"[1,2.0,"x",null,true]"#)), "[1, 2.0, x, null, true]")
    }
}
