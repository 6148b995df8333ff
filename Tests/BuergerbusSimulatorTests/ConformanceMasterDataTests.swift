import XCTest

@testable import BuergerbusSimulator

/// `--data original` answers E1–E7 exactly as the original did (wire-contract §4.1–§4.7, §8).
final class ConformanceMasterDataTests: XCTestCase {
    private var simulator: RunningSimulator!

    override func setUpWithError() throws { simulator = try RunningSimulator() }
    override func tearDown() { simulator = nil }

    func testEveryReadEqualsTheOriginalByteForByte() throws {
        let cases = [
            ("/lines/", "lines"), ("/busses/", "busses"), ("/routes/", "routes"), ("/stops/", "stops"),
            ("/schedules/", "schedules"), ("/update/", "update"), ("/busses/1/", "bus-1"),
            ("/busses/2/", "bus-2"),
        ]
        for (path, fixture) in cases {
            let response = try simulator.get(path)
            XCTAssertEqual(response.status, 200, path)
            XCTAssertEqual(response.body, try OriginalFixture.bytes(fixture), path)
            XCTAssertEqual(response.header("content-type"), "application/json", path)
        }
    }

    func testTrailingSlashIsOptional() throws {
        for path in ["/lines", "/busses", "/routes", "/stops", "/schedules", "/update", "/busses/1"] {
            XCTAssertEqual(try simulator.get(path).body, try simulator.get(path + "/").body, path)
        }
        XCTAssertEqual(try simulator.get("/lines//").status, 404)
    }

    func testNonASCIIIsSentAsLiteralUTF8() throws {
        let body = try simulator.get("/stops").body
        XCTAssertNotNil(body.firstRange(of: Array("Uni S\u{FC}d".utf8)))
        XCTAssertNil(body.firstRange(of: Array("\\u00fc".utf8)))
    }

    func testUnknownBusIs204AndNonNumericBusIs400() throws {
        let unknown = try simulator.get("/busses/3")
        XCTAssertEqual(unknown.status, 204)
        XCTAssertEqual(unknown.body, [])
        let bad = try simulator.get("/busses/abc")
        XCTAssertEqual(bad.status, 400)
        XCTAssertEqual(parse(bad)?["message"], .string("Bus id is not a number"))
        XCTAssertEqual(parse(bad)?["code"], .string("400"))
        guard case .string(let uuid)? = parse(bad)?["uuid"] else { return XCTFail("no uuid") }
        XCTAssertNotNil(UUID(uuidString: uuid))
    }

    func testSeededCustomStopIsPickedUpOneDayAfterStart() throws {
        let seeded = first(parse(try simulator.get("/customStops?requestId=1")))
        let startMillis = Int64(RunningSimulator.fixedStart.timeIntervalSince1970 * 1000)
        XCTAssertEqual(seeded?["pickUpTime"], .integer(startMillis + 86_400_000))
        XCTAssertEqual(seeded?["deviceId"], .string("7"))
        XCTAssertEqual(seeded?["timeStamp"], .integer(1_468_751_034_000))
        XCTAssertEqual(
            seeded?["info"],
            parse(#"{"name":"Schmidt","address":"Brahmsweg 3, 67655 Kaiserslautern","assistance":[1,2,5]}"#))
        XCTAssertEqual(count(parse(try simulator.get("/customStops?deviceId=7"))), 1)
        XCTAssertEqual(count(parse(try simulator.get("/customStops?lineId=1&busId=2"))), 1)
    }
}
