import XCTest

@testable import BuergerbusSimulator

final class FaultsTests: XCTestCase {
    func testSpecParsing() throws {
        let rules = try FaultSpec.parse(
            "drop-after-store:next=2,500:rate=0.1,delay=3s:rate=0.5:path=/busses,delay=250ms")
        XCTAssertEqual(
            rules,
            [
                FaultRule(kind: .dropAfterStore, trigger: .next(2)),
                FaultRule(kind: .serverError, trigger: .rate(0.1)),
                FaultRule(kind: .delay(3), trigger: .rate(0.5), pathFilter: "/busses"),
                FaultRule(kind: .delay(0.25)),
            ])
        XCTAssertEqual(try FaultSpec.parse(""), [])
        XCTAssertEqual(try FaultSpec.parse("none"), [])
        for bad in ["teapot", "500:rate=2", "500:next=-1", "500:every=3", "delay=soon", "500:rate"] {
            XCTAssertThrowsError(try FaultSpec.parse(bad), bad)
        }
    }

    func testRateIsReproducibleForASeed() throws {
        func pattern(seed: UInt64) throws -> [Bool] {
            let injector = try FaultInjector(spec: "500:rate=0.5", seed: seed)
            return (0..<40).map { _ in injector.fault(method: "GET", path: Endpoint.prefix + "/lines") != nil }
        }
        XCTAssertEqual(try pattern(seed: 3), try pattern(seed: 3))
        XCTAssertTrue(try pattern(seed: 3).contains(true))
        XCTAssertTrue(try pattern(seed: 3).contains(false))
    }

    func testNextCountsOnlyMatchingRequests() throws {
        let injector = try FaultInjector(spec: "drop-after-store:next=1")
        XCTAssertNil(injector.fault(method: "GET", path: Endpoint.prefix + "/customStops"))
        XCTAssertEqual(injector.fault(method: "POST", path: Endpoint.prefix + "/customStops"), .dropAfterStore)
        XCTAssertNil(injector.fault(method: "POST", path: Endpoint.prefix + "/customStops"))
    }

    func testServerErrorForTheNextRequestOnly() throws {
        let simulator = try RunningSimulator(faults: "500:next=1")
        let failed = try simulator.get("/lines")
        XCTAssertEqual(failed.status, 500)
        XCTAssertEqual(parse(failed)?["code"], .string("TechnicalError"))
        XCTAssertEqual(try simulator.get("/lines").status, 200)
    }

    func testDropAfterStoreStoresThenClosesWithoutAnswer() throws {
        let simulator = try RunningSimulator(faults: "drop-after-store:next=1")
        let connection = try RawTestConnection(port: simulator.port)
        let body =
            #"{"lineId":1,"pickUpTime":1,"location":{"coordinates":[7.6,49.2]},"numberOfPersons":1,"deviceId":"lost","info":{"name":"a","address":"b","assistance":[]}}"#
        connection.send(
            "POST \(Endpoint.prefix)/customStops HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        let (bytes, end) = connection.readToEnd()
        XCTAssertEqual(bytes, [])
        XCTAssertEqual(end, .closed)
        XCTAssertEqual(count(parse(try simulator.get("/customStops?deviceId=lost"))), 1)
    }

    func testHTMLEmptyMalformedAndUnavailable() throws {
        let simulator = try RunningSimulator(
            faults: "html:next=1:path=/lines,empty:next=1:path=/lines,"
                + "malformed:next=1:path=/lines,503:next=1:path=/lines")
        let html = try simulator.get("/lines")
        XCTAssertEqual(html.status, 200)
        XCTAssertEqual(html.header("content-type"), "text/html; charset=utf-8")
        XCTAssertEqual(try simulator.get("/lines").body, [])
        let malformed = try simulator.get("/lines")
        XCTAssertEqual(malformed.status, 200)
        XCTAssertNil(parse(malformed))
        XCTAssertEqual(try simulator.get("/lines").status, 503)
        XCTAssertEqual(try simulator.get("/lines").body, try OriginalFixture.bytes("lines"))
    }

    func testSimRequestsAreNeverFaulted() throws {
        let simulator = try RunningSimulator(faults: "500")
        XCTAssertEqual(try simulator.send("GET", "/sim/clock").status, 200)
        XCTAssertEqual(try simulator.get("/lines").status, 500)
    }

    func testRefusedConnectionIsClosedUnanswered() throws {
        let simulator = try RunningSimulator(faults: "refuse:next=1")
        let connection = try RawTestConnection(port: simulator.port)
        connection.send("GET \(Endpoint.prefix)/lines HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(connection.readToEnd().bytes, [])
        XCTAssertEqual(try simulator.get("/lines").status, 200)
    }

    /// Issue 23 §7: `refuse` refused every later `/sim/` call too, so it could never be cleared.
    func testRefuseLeavesTheControlAnsweringSoItCanBeCleared() throws {
        let simulator = try RunningSimulator(faults: "refuse")
        XCTAssertThrowsError(try simulator.get("/lines"), "refused: no answer at all")
        XCTAssertEqual(try simulator.send("GET", "/sim/faults").status, 200)
        XCTAssertEqual(try simulator.send("POST", "/sim/faults", body: #"{"spec":""}"#).status, 200)
        XCTAssertEqual(try simulator.get("/lines").status, 200, "cleared")
        XCTAssertEqual(try simulator.send("POST", "/services/rest/sim/faults", body: #"{"spec":"refuse"}"#).status, 200)
        XCTAssertThrowsError(try simulator.get("/lines"))
        XCTAssertEqual(try simulator.send("DELETE", "/services/rest/sim/faults").status, 200)
        XCTAssertEqual(try simulator.get("/lines").status, 200)
    }

    /// Now that `refuse` sees the request, `path=` limits it like every other fault.
    func testRefuseKeepsToItsPath() throws {
        let simulator = try RunningSimulator(faults: "refuse:path=/busses")
        XCTAssertEqual(try simulator.get("/lines").status, 200)
        XCTAssertThrowsError(try simulator.get("/busses"))
    }
}
