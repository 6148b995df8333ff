import XCTest

@testable import BuergerbusSimulator

/// The custom-stop lifecycle of wire-contract §5 and the passenger-info quirks of §5.4, over the wire.
final class ConformanceLifecycleTests: XCTestCase {
    private var simulator: RunningSimulator!

    override func setUpWithError() throws { simulator = try RunningSimulator() }
    override func tearDown() { simulator = nil }

    private func stop(_ id: Int64) throws -> RequestJSON? {
        first(parse(try simulator.get("/customStops?requestId=\(id)")))
    }

    private func setStatus(_ id: Int64, _ body: String) throws {
        XCTAssertEqual(try simulator.post("/customStops/\(id)", body).status, 200)
    }

    func testAcceptOnlyFromPendingAndCompleteOnlyByTheAcceptingBus() throws {
        let id = try simulator.createCustomStop(lineId: 1)
        try setStatus(id, #"{"status":4,"busId":1}"#)
        XCTAssertEqual(try stop(id)?["status"], .integer(1))
        try setStatus(id, #"{"status":2,"busId":1}"#)
        try setStatus(id, #"{"status":2,"busId":2}"#)
        XCTAssertEqual(try stop(id)?["acceptingBus"], .integer(1))
        try setStatus(id, #"{"status":5,"busId":2}"#)
        XCTAssertEqual(try stop(id)?["status"], .integer(2))
        try setStatus(id, #"{"status":5,"busId":1}"#)
        XCTAssertEqual(try stop(id)?["status"], .integer(5))
    }

    func testDeclinedOnceEveryBusOfTheLineHasRejected() throws {
        let id = try simulator.createCustomStop(
            lineId: 1, deviceId: "SOAPUItestDevice", name: "M\u{FC}ller",
            address: "Hauptstr. 1/2, 67655 KL", assistance: "[1]")
        XCTAssertEqual(try simulator.post("/updateBusStatus", #"{"busId":2,"lineId":1}"#).status, 200)
        try setStatus(id, #"{"status":3,"busId":1}"#)
        XCTAssertEqual(try stop(id)?["status"], .integer(1))
        XCTAssertEqual(try stop(id)?["rejectingBus"], .string("1"))
        // Bus 1 no longer sees it; bus 2 still does.
        XCTAssertEqual(count(parse(try simulator.get("/customStops?lineId=1&busId=1"))), 1)
        XCTAssertEqual(count(parse(try simulator.get("/customStops?lineId=1&busId=2"))), 2)
        try setStatus(id, #"{"status":3,"busId":2}"#)
        let declined = try XCTUnwrap(try stop(id))
        let fixture = try XCTUnwrap(first(try OriginalFixture.json("customstops-quirky-info")))
        for key in ["status", "rejectingBus", "userInfo", "info", "acceptingBus", "location", "lineId"] {
            XCTAssertEqual(declined[key] ?? .null, fixture[key] ?? .null, key)
        }
    }

    func testCancelIsUnconditionalAndShownToTheAcceptingDriver() throws {
        let id = try simulator.createCustomStop(lineId: 2)
        try setStatus(id, #"{"status":2,"busId":2}"#)
        try setStatus(id, #"{"status":6}"#)
        XCTAssertEqual(try stop(id)?["status"], .integer(6))
        XCTAssertEqual(count(parse(try simulator.get("/customStops?lineId=2&busId=2"))), 1)
        try setStatus(id, #"{"status":42}"#)
        XCTAssertEqual(try stop(id)?["status"], .integer(42))
    }

    func testPoisonedRequestBreaksEveryListThatHoldsIt() throws {
        let body =
            #"{"lineId":1,"pickUpTime":1,"location":{"coordinates":[7.6,49.2]},"numberOfPersons":1,"deviceId":"p","info":{"name":"needs assistance","address":"x","assistance":[]}}"#
        let created = try simulator.post("/customStops", body)
        XCTAssertEqual(created.status, 500)
        XCTAssertEqual(try simulator.get("/customStops?deviceId=p").status, 500)
        XCTAssertEqual(try simulator.get("/customStops?lineId=1&busId=1").status, 500)
        XCTAssertEqual(try simulator.get("/customStops?deviceId=7").status, 200)
    }

    func testMissingNameComesBackAsGarbage() throws {
        let body =
            #"{"lineId":1,"pickUpTime":1,"location":{"coordinates":[7.6,49.2]},"numberOfPersons":1,"deviceId":"q","info":{"address":"Doe","assistance":[2]}}"#
        let created = parse(try simulator.post("/customStops", body))
        XCTAssertEqual(created?["userInfo"], .string(#"{"address":"Doe","assistance":[2]}"#))
        XCTAssertEqual(created?["info"]?["name"], .string(#"ess":"Doe"#))
    }

    func testQuotesInNamesComeBackEscaped() throws {
        let body =
            #"{"lineId":1,"pickUpTime":1,"location":{"coordinates":[7.6,49.2]},"numberOfPersons":1,"deviceId":"r","info":{"name":"Jo\"hn","address":"a\",b","assistance":[]}}"#
        let created = parse(try simulator.post("/customStops", body))
        XCTAssertEqual(created?["info"]?["name"], .string(#"Jo\"hn"#))
        XCTAssertEqual(created?["info"]?["address"], .string(#"a\"#))
    }
}
