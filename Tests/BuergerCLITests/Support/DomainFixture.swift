import Foundation

@testable import BuergerCLI
@testable import CitizenClient

/// A small hand-built network: line 1 "Pirmasens" calls at Kirche 09:00, Brunnen 09:10, Süd-Straße 09:20;
/// bus 1 (10 seats, 9 taken) sits between Kirche and Brunnen.
enum DomainFixture {
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    /// 2026-11-23 08:53 in Weilerbach.
    static let now = Date(timeIntervalSince1970: 1_795_420_380)

    /// A one-row timetable of line 1 at `stop`.
    static func entry(_ stop: Int64, _ time: String) -> [ScheduleEntry] {
        TimeOfDay(parsing: time).map {
            [ScheduleEntry(lineId: 1, lineName: "Pirmasens", stopId: stop, arrivingTime: $0)]
        }
            ?? []
    }

    static let kirche = Coordinate(latitude: 49.2090, longitude: 7.6000)
    static let brunnen = Coordinate(latitude: 49.2090, longitude: 7.6100)
    static let strasse = Coordinate(latitude: 49.2090, longitude: 7.6200)

    static let data = MasterData(
        stops: [
            Stop(id: 1, name: "Kirche", location: kirche, schedule: entry(1, "09:00:00")),
            Stop(id: 2, name: "Brunnen", location: brunnen, schedule: entry(2, "09:10:00")),
            Stop(id: 3, name: "Süd-Straße", location: strasse, schedule: entry(3, "09:20:00")),
        ],
        lines: [Line(id: 1, name: "Pirmasens", routeId: 1, busIds: [1])],
        busses: [
            Bus(
                id: 1, numberPlate: "KL-AB345", lineId: 1, color: "green", picture: "http://example.test/bus.png",
                totalSeats: 10)
        ],
        routes: [Route(id: 1, points: [kirche, brunnen, strasse])])

    static let position = BusPosition(
        busId: 1, position: Coordinate(latitude: 49.2090, longitude: 7.6040),
        takenSeats: 9)

    /// Estimates every call 3 minutes late, with a one-minute range either side.
    struct LateEstimator: ArrivalEstimator {
        func estimate(_ question: ArrivalQuestion) -> ArrivalEstimate? {
            let time = question.call.time.addingTimeInterval(180)
            return ArrivalEstimate(
                time: time, earliest: time.addingTimeInterval(-60), latest: time.addingTimeInterval(60))
        }
    }

    /// - Parameter busOnRun: when given, every departure says so; the network itself places bus 1 on no
    ///   run (it is past Kirche before the 09:00 run), so its seats are the load now.
    static func board(estimated: Bool = false, busOnRun: Bool? = nil) -> StopBoard {
        let builder =
            estimated
            ? StopBoardBuilder(timetable: Timetable(timeZone: zone), estimator: LateEstimator())
            : StopBoardBuilder(timetable: Timetable(timeZone: zone))
        let board = builder.board(for: data.stops[0], data: data, positions: [1: position], now: now, limit: 2)
        guard let busOnRun else { return board }
        return StopBoard(
            stop: board.stop,
            departures: board.departures.map { departure in
                Departure(
                    stopId: departure.stopId, lineId: departure.lineId, lineName: departure.lineName,
                    scheduled: departure.scheduled, estimate: departure.estimate, busId: departure.busId,
                    seats: departure.seats, busOnRun: busOnRun, basis: departure.basis,
                    positionSeenAt: departure.positionSeenAt)
            })
    }

    static func report(position: BusPosition? = position) -> BusReport {
        BusReportBuilder(timetable: Timetable(timeZone: zone)).report(
            for: data.busses[0], data: data,
            realTime: position, now: now)
    }

    static func terminal(
        mode: OutputMode = .human, color: Bool = false, unicode: Bool = true,
        width: Int = 80
    ) -> Terminal {
        Terminal(
            out: BufferSink(), err: BufferSink(), mode: mode, useColor: color, width: width,
            truncatesToWidth: false, unicode: unicode, canPrompt: false)
    }

    static func times(_ language: Language) -> TimeText {
        TimeText(timeZone: zone, strings: Strings.table(for: language))
    }
}
