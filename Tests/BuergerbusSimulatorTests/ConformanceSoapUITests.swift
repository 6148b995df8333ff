import XCTest

@testable import BuergerbusSimulator

/// Every SoapUI case of wire-contract §9.1, with today's correct pickUpTime expectation.
final class ConformanceSoapUITests: XCTestCase {
    private var simulator: RunningSimulator!

    override func setUpWithError() throws { simulator = try RunningSimulator() }
    override func tearDown() { simulator = nil }

    func testUpdateBusStatusMovesBusTwoToLineOne() throws {
        let answer = try simulator.post("/updateBusStatus/", #"{"lineId":1,"busId":2}"#)
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.body, [])
        guard case .array(let lines)? = parse(try simulator.get("/lines/"))?["lines"] else {
            return XCTFail("no lines")
        }
        XCTAssertEqual(lines.first?["busses"], .array([.integer(1), .integer(2)]))
        // The wrapper timestamps never change (wire-contract §4.6).
        XCTAssertEqual(try simulator.get("/update/").body, try OriginalFixture.bytes("update"))
    }

    func testRealTimeDataUpdatesPositionAndSeatsButNotTheTimestamp() throws {
        let body =
            #"{"busId":2,"position":{"type":"Point","coordinates":[7.753750,49.428536]},"timeStamp":1098174234000,"takenSeats":6}"#
        let answer = try simulator.post("/realTimeData/", body)
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.body, [])
        for _ in 0..<2 {
            let bus = try simulator.get("/busses/2/")
            XCTAssertEqual(
                bus.bodyText,
                #"{"delay":0,"busId":2,"takenSeats":6,"timestamp":1098181434000,"position":{"type":"Point","coordinates":[7.75375,49.428536]}}"#
            )
        }
    }

    func testCreateAndLoadToCheck() throws {
        let body =
            #"{"lineId":1,"pickUpTime":1469095200,"location":{"type":"Point","coordinates":[7.60141,49.209371]},"numberOfPersons":5,"deviceId":"SOAPUItestDevice","info":{"name":"John","address":"Doe","assistance":[3,5]}}"#
        let created = try simulator.post("/customStops", body)
        XCTAssertEqual(created.status, 200)
        let nowMillis = Int64(RunningSimulator.fixedStart.timeIntervalSince1970 * 1000)
        let expected = try OriginalFixture.json("customstop-created")?.replacing("timeStamp", with: .integer(nowMillis))
        XCTAssertEqual(parse(created), expected)

        let loaded = first(parse(try simulator.get("/customStops?deviceId=SOAPUItestDevice")))
        XCTAssertEqual(loaded?["lineId"], .integer(1))
        XCTAssertEqual(loaded?["location"], parse(#"{"type":"Point","coordinates":[7.60141,49.209371]}"#))
        XCTAssertNotNil(loaded?["id"])
        XCTAssertEqual(loaded?["numberOfPersons"], .integer(5))
        XCTAssertEqual(loaded?["deviceId"], .string("SOAPUItestDevice"))
        XCTAssertEqual(loaded?["info"], parse(#"{"name":"John","address":"Doe","assistance":[3,5]}"#))
        // Seconds in, milliseconds out (the SoapUI expectation 2098181434000000 is stale).
        XCTAssertEqual(loaded?["pickUpTime"], .integer(1_469_095_200_000))
    }

    func testDriverListOfLineOneOnAFreshServerHoldsTheSeed() throws {
        XCTAssertEqual(count(parse(try simulator.get("/customStops?lineId=1&busId=1"))), 1)
        _ = try simulator.createCustomStop(lineId: 1)
        XCTAssertEqual(count(parse(try simulator.get("/customStops?lineId=1&busId=1"))), 2)
    }

    func testCreateCheckAcceptCheck() throws {
        let body =
            #"{"lineId":2,"pickUpTime":1469126617,"location":{"type":"Point","coordinates":[7.75,49.42]},"numberOfPersons":1,"deviceId":"SOAPUItestDeviceCreateAccept","info":{"name":"A","address":"B","assistance":[]}}"#
        let created = try simulator.post("/customStops", body)
        XCTAssertEqual(created.status, 200)
        XCTAssertEqual(parse(created)?["acceptingBus"] ?? .null, .null)
        XCTAssertEqual(parse(created)?["id"], .integer(ServerState.firstCustomStopId))
        let id = ServerState.firstCustomStopId
        XCTAssertEqual(first(parse(try simulator.get("/customStops?requestId=\(id)")))?["acceptingBus"] ?? .null, .null)
        let accept = try simulator.post("/customStops/\(id)", #"{"status":2,"busId":2}"#)
        XCTAssertEqual(accept.status, 200)
        XCTAssertEqual(accept.body, [])
        XCTAssertEqual(first(parse(try simulator.get("/customStops?requestId=\(id)")))?["acceptingBus"], .integer(2))
    }
}
