import CitizenClient
import XCTest

@testable import BuergerCLI

/// What `status`/`request-stop` will show (once wired): advice after a decline and seat warnings
/// before sending, from master data and seat history.
final class AdviceReportTests: XCTestCase {
    private let zone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 3600) ?? .current
    /// 2026-11-23 08:30 in Weilerbach.
    private let now = Date(timeIntervalSince1970: 1_795_419_000)
    private let kirche = Coordinate(latitude: 49.209277, longitude: 7.60747)

    private func rows(_ stopId: Int64, _ times: [String]) -> [ScheduleEntry] {
        times.compactMap {
            TimeOfDay(parsing: $0).map {
                ScheduleEntry(lineId: 1, lineName: "Pirmasens", stopId: stopId, arrivingTime: $0)
            }
        }
    }

    private var data: MasterData {
        MasterData(
            stops: [
                Stop(id: 1, name: "Kirche", location: kirche, schedule: rows(1, ["09:00:00", "12:00:00"])),
                Stop(
                    id: 2, name: "Brunnen", location: Coordinate(latitude: 49.207937, longitude: 7.606499),
                    schedule: rows(2, ["09:10:00", "12:10:00"])),
            ],
            lines: [Line(id: 1, name: "Pirmasens", routeId: nil, busIds: [1])],
            busses: [Bus(id: 1, numberPlate: nil, lineId: 1, color: nil, picture: nil, totalSeats: 8)])
    }

    private func report(_ language: Language) -> AdviceReport {
        AdviceReport(
            language: language, times: TimeText(timeZone: zone, strings: StringTable(language: language)),
            now: now)
    }

    private func outlook(_ intent: RequestIntent, _ history: PositionHistory) -> SeatOutlook {
        SeatOutlook.assess(
            data: data, lineId: intent.lineId, persons: intent.persons, assistance: intent.assistance,
            pickUpTime: intent.pickUpTime, sightings: history.seatSightings(busIds: data.busIds(onLine: intent.lineId)),
            timeZone: zone)
    }

    func testADeclinedRequestAtKircheAtNineIsPointedToBrunnen() throws {
        let declined = CustomStop(
            id: 10_000_003, lineId: 1, pickUpTime: now.addingTimeInterval(30 * 60), location: kirche,
            numberOfPersons: 2, deviceId: "d", status: 3, acceptingBus: nil, rejectingBusIds: [1],
            createdAt: nil, passenger: PassengerInfo(name: "Emma", address: "Hauptstr. 1", assistance: []))
        let request = try XCTUnwrap(AdviceRequest(declined))
        let advice = RequestAdvisor(data: data, timeZone: zone).advice(for: request, now: now)
        let lines = report(.english).adviceLines(advice, askedAt: request.time)
        XCTAssertEqual(lines.first, "Buses nearby around 09:00:")
        XCTAssertTrue(lines[1].hasPrefix("  Brunnen (line Pirmasens), 16"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("m away: 09:10"), lines[1])
        XCTAssertEqual(lines.last, "  buerger request-stop --stop 2 --line 1 --time 09:10 --persons 2")
        let member = report(.english).adviceMember(advice)
        XCTAssertEqual(member.0, "advice")
        XCTAssertTrue(
            member.1.serialized().hasSuffix(
                "\"command\":\"buerger request-stop --stop 2 --line 1 --time 09:10 --persons 2\"}"),
            member.1.serialized())
    }

    func testSeatLinesFromTheHistory() {
        var history = PositionHistory()
        for day in [3, 2, 1] {
            history.recordSeats(busId: 1, takenSeats: 7, at: now.addingTimeInterval(Double(-day) * 86_400 + 1800))
        }
        let intent = RequestIntent(
            lineId: 1, pickUpTime: now.addingTimeInterval(1800), location: kirche, persons: 2,
            name: "Emma", address: "Hauptstr. 1", assistance: [.wheelchair])
        let lines = report(.german).seatLines(outlook(intent, history), pickUpTime: intent.pickUpTime)
        XCTAssertEqual(lines.count, 2)
        guard lines.count == 2 else { return }
        XCTAssertTrue(lines[0].hasPrefix("Über Rollstuhlplätze"), lines[0])
        XCTAssertTrue(
            lines[1].hasPrefix(
                "Um 09:00 waren die Busse dieser Linie meist zu voll für 2 Personen (3 von 3 Mal gesehen)."),
            lines[1])
        let member = report(.english).seatMember(outlook(intent, PositionHistory()), pickUpTime: intent.pickUpTime)
        XCTAssertEqual(member.0, "seatWarnings")
        XCTAssertTrue(
            member.1.serialized().hasPrefix("[{\"kind\":\"noWheelchairInformation\",\"message\":"),
            member.1.serialized())
    }
}
