import XCTest

@testable import BuergerbusSimulator

/// The /sim/ control API (docs/simulator.md).
final class ControlTests: XCTestCase {
    func testClockCanBeReadSetAndAdvanced() throws {
        let simulator = try RunningSimulator()
        XCTAssertEqual(parse(try simulator.send("GET", "/sim/clock"))?["now"], .string("2016-07-21T08:00:00.000Z"))
        let advanced = try simulator.send("POST", "/sim/clock", body: #"{"advance":90}"#)
        XCTAssertEqual(parse(advanced)?["epochMillis"], .integer(1_469_088_090_000))
        let set = try simulator.send("POST", "/sim/clock", body: #"{"set":"2016-07-22T10:00:00+02:00","speed":2}"#)
        XCTAssertEqual(parse(set)?["now"], .string("2016-07-22T08:00:00.000Z"))
        XCTAssertEqual(parse(set)?["speed"], .double(2))
        XCTAssertEqual(try simulator.send("POST", "/sim/clock", body: #"{"set":"tomorrow"}"#).status, 400)
        XCTAssertEqual(parse(try simulator.send("GET", "/services/rest/sim/faults"))?["spec"], .string(""))
    }

    /// `{"advance":1e17}` once answered 200 with the year 5,828,963, and then the fleet spun forever at
    /// 100 % CPU (5 s added to 1e17 s is 1e17 s again), holding the lock that stopping waits for.
    func testClockRefusesTimesOutsideItsRangeAndTheFleetKeepsUp() throws {
        let simulator = try RunningSimulator(runsFleet: true)
        let before = parse(try simulator.send("GET", "/sim/clock"))?["now"]
        for body in [
            #"{"advance":1e17}"#, #"{"advance":1e19}"#, #"{"advance":1e308}"#, #"{"advance":-1e17}"#,
            #"{"set":"2101-01-01T00:00:00Z"}"#, #"{"set":-1}"#, #"{"set":"2100-12-31T23:00:00Z","advance":3600}"#,
            #"{"advance":"soon"}"#, #"{"speed":-1}"#,
        ] {
            let answer = try simulator.send("POST", "/sim/clock", body: body)
            XCTAssertEqual(answer.status, 400, body)
            guard case .string(let message)? = parse(answer)?["error"] else { return XCTFail("no error in \(body)") }
            XCTAssertFalse(message.isEmpty)
        }
        XCTAssertEqual(
            parse(try simulator.send("GET", "/sim/clock"))?["now"], before, "a refused change changed nothing")
        let last = try simulator.send("POST", "/sim/clock", body: #"{"set":"2100-12-31T23:00:00Z","advance":3599}"#)
        XCTAssertEqual(parse(last)?["now"], .string("2100-12-31T23:59:59.000Z"))
        let first = try simulator.send("POST", "/sim/clock", body: #"{"set":0}"#)
        XCTAssertEqual(parse(first)?["now"], .string("1970-01-01T00:00:00.000Z"))
        // The fleet caught up with each move before answering, and still answers.
        XCTAssertEqual(try simulator.get("/busses/1").status, 200)
    }

    func testClockChangeReachesTheFleetBeforeTheAnswer() throws {
        let clock = SimulatedClock(start: RunningSimulator.fixedStart, speed: 0)
        let state = ServerState(masterData: OriginalMasterData.masterData(), clock: clock)
        let caughtUp = ClockObserver()
        let control = SimControl(
            state: state, clock: clock, faults: try FaultInjector(), timeZone: .current,
            onClockChanged: { caughtUp.record(clock.now) })
        _ = control.handle(
            HTTPRequest(
                method: "POST", target: "/sim/clock", path: "/sim/clock",
                body: Data(#"{"advance":60}"#.utf8)))
        XCTAssertEqual(caughtUp.seen, [RunningSimulator.fixedStart.addingTimeInterval(60)])
    }

    func testBusPositionSeatsAndLineGoThroughTheDriverPaths() throws {
        let simulator = try RunningSimulator()
        let answer = try simulator.send(
            "POST", "/sim/busses/1", body: #"{"position":[7.61,49.21],"takenSeats":4,"lineId":2}"#)
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(
            try simulator.get("/busses/1").bodyText,
            #"{"delay":0,"busId":1,"takenSeats":4,"timestamp":1098181434000,"position":{"type":"Point","coordinates":[7.61,49.21]}}"#
        )
        XCTAssertEqual(first(parse(try simulator.get("/busses"))?["busses"])?["lineId"], .integer(2))
        // The E8 capacity rule applies here too.
        _ = try simulator.send("POST", "/sim/busses/1", body: #"{"takenSeats":99}"#)
        XCTAssertEqual(parse(try simulator.get("/busses/1"))?["takenSeats"], .integer(4))
        XCTAssertEqual(try simulator.send("POST", "/sim/busses/9", body: "{}").status, 404)
    }

    func testActingAsADriverOnARequest() throws {
        let simulator = try RunningSimulator()
        let accepted = parse(try simulator.send("POST", "/sim/customStops/1", body: #"{"action":"accept","busId":1}"#))
        XCTAssertEqual(accepted?["outcome"], .string("applied"))
        XCTAssertEqual(accepted?["customStop"]?["acceptingBus"], .integer(1))
        let again = parse(try simulator.send("POST", "/sim/customStops/1", body: #"{"action":"accept","busId":2}"#))
        XCTAssertEqual(again?["outcome"], .string("ignored"))
        XCTAssertEqual(try simulator.send("POST", "/sim/customStops/1", body: #"{"action":"fly"}"#).status, 400)
        XCTAssertEqual(try simulator.send("POST", "/sim/customStops/5", body: #"{"status":6}"#).status, 404)
    }

    func testFaultsCanBeSetReadAndCleared() throws {
        let simulator = try RunningSimulator()
        XCTAssertEqual(try simulator.send("POST", "/sim/faults", body: #"{"spec":"teapot"}"#).status, 400)
        XCTAssertEqual(
            parse(try simulator.send("POST", "/sim/faults", body: #"{"spec":"500"}"#))?["spec"], .string("500"))
        XCTAssertEqual(try simulator.get("/lines").status, 500)
        XCTAssertEqual(try simulator.send("DELETE", "/sim/faults").status, 200)
        XCTAssertEqual(try simulator.get("/lines").status, 200)
        XCTAssertEqual(try simulator.send("GET", "/sim/nothing").status, 404)
    }
}

private final class ClockObserver: @unchecked Sendable {
    private let lock = NSLock()
    private var dates: [Date] = []
    func record(_ date: Date) {
        lock.lock()
        dates.append(date)
        lock.unlock()
    }
    var seen: [Date] {
        lock.lock()
        defer { lock.unlock() }
        return dates
    }
}
