import Foundation
import XCTest

@testable import BuergerCLI
@testable import CitizenClient

/// Issue 7 §1 in the human and accessible output: an estimate shows its range, the age of the position
/// it rests on, and in plain words why only the timetable is shown (now is 08:53, Kirche is due at 09:00).
final class EstimateRangeRenderingTests: XCTestCase {
    private let now = DomainFixture.now
    private var kirche: Stop { DomainFixture.data.stops[0] }

    private func minutes(_ value: Double) -> Date { now.addingTimeInterval(value * 60) }

    /// 09:04, between 09:02 and 09:06: "in 9–13 min".
    private var rangedEstimate: ArrivalEstimate {
        ArrivalEstimate(time: minutes(11), earliest: minutes(9), latest: minutes(13))
    }

    private func departure(
        estimate: ArrivalEstimate?, basis: EstimateBasis?, seenAt: Date?,
        scheduled: Date? = nil, busId: Int64 = 1
    ) -> Departure {
        Departure(
            stopId: 1, lineId: 1, lineName: "Pirmasens", scheduled: scheduled ?? minutes(7), estimate: estimate,
            busId: busId, seats: SeatInfo(totalSeats: 10, takenSeats: 2), busOnRun: true, basis: basis,
            positionSeenAt: seenAt)
    }

    private func board(_ departures: [Departure]) -> StopBoard { StopBoard(stop: kirche, departures: departures) }

    private func terminal(accessible: Bool = false, unicode: Bool = true) -> Terminal {
        Terminal(
            out: BufferSink(), err: BufferSink(), mode: accessible ? .accessible : .human, useColor: false, width: 80,
            truncatesToWidth: false,
            unicode: unicode, canPrompt: false)
    }

    private func stopLines(
        _ board: StopBoard, _ language: Language, accessible: Bool = false,
        unicode: Bool = true
    ) -> [String] {
        StopOutput(
            strings: Strings.table(for: language), terminal: terminal(accessible: accessible, unicode: unicode),
            times: DomainFixture.times(language), now: now
        ).human(board)
    }

    private func report(_ calls: [RouteStopCall], seenAt: Date?) -> BusReport {
        let base = DomainFixture.report()
        return BusReport(
            bus: base.bus, line: base.line, realTime: base.realTime, seats: base.seats,
            nearestStop: base.nearestStop, routeStops: base.routeStops, routeFraction: base.routeFraction,
            upcomingStops: calls, positionSeenAt: seenAt)
    }

    private func busLines(_ report: BusReport, _ language: Language, accessible: Bool = false) -> [String] {
        BusOutput(
            strings: Strings.table(for: language), terminal: terminal(accessible: accessible),
            times: DomainFixture.times(language), now: now
        ).human(report)
    }

    private func text(_ language: Language, unicode: Bool = true) -> EstimateText {
        EstimateText(strings: Strings.table(for: language), unicode: unicode, now: now)
    }

    private func spoken(_ language: Language) -> AccessibleEstimate {
        AccessibleEstimate(
            words: AccessibleText(language: language),
            time: AccessibleTime(language: language, timeZone: DomainFixture.zone, now: now), now: now)
    }

    // MARK: Ranges and ages

    func testARangeIsCountedFromNowInBothLanguages() {
        XCTAssertEqual(text(.english).relative(rangedEstimate), "in 9–13 min")
        XCTAssertEqual(text(.german).relative(rangedEstimate), "in 9–13 Min.")
        XCTAssertEqual(text(.english, unicode: false).relative(rangedEstimate), "in 9-13 min")
        let later = ArrivalEstimate(time: minutes(68), earliest: minutes(65), latest: minutes(71))
        XCTAssertEqual(text(.english).relative(later), "in 1 h 5–11 min")
        XCTAssertEqual(text(.german).relative(later), "in 1 Std. 5–11 Min.")
        let acrossTheHour = ArrivalEstimate(time: minutes(60), earliest: minutes(57), latest: minutes(63))
        XCTAssertEqual(text(.english).relative(acrossTheHour), "in 57 min–1 h 3 min")
    }

    func testTheTableAndTheSpokenTextCountTheSameMinutes() {
        // Now 08:53:40; the range 09:37:22–09:45:42 is 43.7–52.0 min away. Rounding the clock times first
        // (09:37, 09:46) and then the minutes said "in 43 to 52" where the table said "in 44–52" (a new
        // user's trial): each end is rounded once.
        let now = DomainFixture.now.addingTimeInterval(40)
        let estimate = ArrivalEstimate(
            time: now.addingTimeInterval(48 * 60), earliest: now.addingTimeInterval(43.7 * 60),
            latest: now.addingTimeInterval(52 * 60))
        let table = EstimateText(strings: Strings.table(for: .english), unicode: true, now: now).relative(estimate)
        let said = AccessibleEstimate(
            words: AccessibleText(language: .english),
            time: AccessibleTime(language: .english, timeZone: DomainFixture.zone, now: now), now: now
        )
        .arrival(estimate)
        XCTAssertEqual(table, "in 44–52 min")
        XCTAssertTrue(said.hasSuffix("in 44 to 52 minutes"), said)
    }

    func testARangeThatRoundsToOneMinuteIsOneTime() {
        let narrow = ArrivalEstimate(time: minutes(11), earliest: minutes(10.8), latest: minutes(11.2))
        XCTAssertEqual(text(.english).relative(narrow), "in 11 min")
        XCTAssertEqual(text(.english).relative(ArrivalEstimate(time: minutes(11))), "in 11 min", "no range at all")
        let arriving = ArrivalEstimate(time: minutes(0.2), earliest: now, latest: minutes(1.1))
        XCTAssertEqual(text(.english).relative(arriving), "now", "not 'in 0–1 min'")
        let sameClock = ArrivalEstimate(time: minutes(11.1), earliest: minutes(10.9), latest: minutes(11.4))
        XCTAssertEqual(spoken(.english).arrival(sameClock), "arrives at 9 oh 4 a.m., in 11 minutes")
        XCTAssertEqual(spoken(.german).arrival(sameClock), "kommt um 9 Uhr 4, in 11 Minuten")
    }

    func testAgesAreSecondsBelowTwoMinutesThenMinutes() {
        let english = text(.english)
        let german = text(.german)
        XCTAssertEqual(english.age(since: now.addingTimeInterval(-40)), "40 s ago")
        XCTAssertEqual(german.age(since: now.addingTimeInterval(-40)), "vor 40 s")
        XCTAssertEqual(english.age(since: now.addingTimeInterval(-119)), "119 s ago")
        XCTAssertEqual(english.age(since: now.addingTimeInterval(-120)), "2 min ago")
        XCTAssertEqual(german.age(since: now.addingTimeInterval(-14 * 60 - 50)), "vor 14 Min.")
        XCTAssertEqual(english.age(since: now), "just now")
        XCTAssertNil(
            english.age(since: now.addingTimeInterval(5)), "a sighting after now (--now in the past) has no age")
        XCTAssertEqual(spoken(.english).age(since: now.addingTimeInterval(-40)), "40 seconds ago")
        XCTAssertEqual(spoken(.english).age(since: now.addingTimeInterval(-1)), "1 second ago")
        XCTAssertEqual(spoken(.german).age(since: now.addingTimeInterval(-40)), "vor 40 Sekunden")
        XCTAssertEqual(spoken(.german).age(since: now.addingTimeInterval(-14 * 60)), "vor 14 Minuten")
    }

    // MARK: buerger stop

    func testTheBoardShowsTheRangeAndOneAgeLinePerBus() {
        let seen = now.addingTimeInterval(-40)
        let lines = stopLines(
            board([
                departure(estimate: rangedEstimate, basis: .livePosition, seenAt: seen),
                departure(estimate: nil, basis: .timetable(.runNotStarted), seenAt: seen, scheduled: minutes(187)),
            ]), .english)
        XCTAssertEqual(
            lines,
            [
                "Kirche (1)",
                "DEPARTS  EXPECTED  DELAY   WHEN          LINE       BUS  SEATS",
                "09:00    09:04     +4 min  in 9–13 min   Pirmasens    1  8 of 10 seats free",
                "12:00    –         –       in 3 h 7 min  Pirmasens    1  8 of 10 seats free",
                "Bus 1: position seen 40 s ago.",
            ])
        let german = stopLines(
            board([departure(estimate: rangedEstimate, basis: .livePosition, seenAt: seen)]), .german)
        XCTAssertTrue(german[2].contains("in 9–13 Min."), german[2])
        XCTAssertEqual(german.last, "Bus 1: Position vor 40 s gesehen.")
    }

    func testAnUnknownAgeSaysNothing() {
        let lines = stopLines(board([departure(estimate: rangedEstimate, basis: .livePosition, seenAt: nil)]), .english)
        XCTAssertEqual(lines.count, 3, "title, header, one departure: \(lines)")
        XCTAssertFalse(lines.joined().contains("seen"))
    }

    func testAStaleBusIsCalledStaleInPlainWords() {
        let stood = now.addingTimeInterval(-14 * 60 - 20)
        let stale = board([departure(estimate: nil, basis: .timetable(.stalePosition), seenAt: stood)])
        XCTAssertEqual(
            stopLines(stale, .english).last,
            "Bus 1 has not moved for 14 min — longer than the timetable allows; times are from the timetable.")
        XCTAssertEqual(
            stopLines(stale, .german).last,
            "Bus 1 steht seit 14 Min. still – länger, als der Fahrplan erlaubt; die Zeiten sind aus dem Fahrplan.")
        XCTAssertEqual(
            stopLines(stale, .english, unicode: false).last,
            "Bus 1 has not moved for 14 min - longer than the timetable allows; times are from the timetable.")
    }

    func testNoPositionAndOffRouteGiveAShortReason() {
        let missing = board([departure(estimate: nil, basis: .timetable(.noPosition), seenAt: nil)])
        XCTAssertEqual(stopLines(missing, .english).last, "No position known for Bus 1; times are from the timetable.")
        XCTAssertEqual(
            stopLines(missing, .german).last, "Keine Position von Bus 1 bekannt; die Zeiten sind aus dem Fahrplan.")
        let away = board([departure(estimate: nil, basis: .timetable(.offRoute), seenAt: nil)])
        XCTAssertEqual(stopLines(away, .english).last, "Bus 1 is away from its route; times are from the timetable.")
        let waiting = board([departure(estimate: nil, basis: .timetable(.runNotStarted), seenAt: nil)])
        XCTAssertEqual(stopLines(waiting, .english).count, 3, "a bus before its run needs no explanation")
    }

    func testTheBoardBuilderCarriesWhenThePositionWasFirstSeen() {
        let seen = now.addingTimeInterval(-90)
        let sighting = BusSighting(busId: 1, position: DomainFixture.position.position, positionSeenAt: seen)
        let built = StopBoardBuilder(timetable: Timetable(timeZone: DomainFixture.zone))
            .board(
                for: kirche, data: DomainFixture.data, positions: [1: DomainFixture.position], sightings: [1: sighting],
                now: now, limit: 1)
        XCTAssertEqual(built.departures.first?.positionSeenAt, seen)
        let unseen = StopBoardBuilder(timetable: Timetable(timeZone: DomainFixture.zone))
            .board(for: kirche, data: DomainFixture.data, positions: [1: DomainFixture.position], now: now, limit: 1)
        XCTAssertNil(unseen.departures.first?.positionSeenAt)
    }

    // MARK: buerger stop --accessible

    func testAccessibleStopSaysTheRangeAndTheAgeOnceInEnglish() {
        let seen = now.addingTimeInterval(-40)
        let lines = stopLines(
            board([
                departure(estimate: rangedEstimate, basis: .livePosition, seenAt: seen),
                departure(
                    estimate: ArrivalEstimate(time: minutes(71), earliest: minutes(69), latest: minutes(75)),
                    basis: .livePosition, seenAt: seen, scheduled: minutes(67)),
            ]), .english, accessible: true)
        XCTAssertEqual(
            lines,
            [
                "Departures from stop Kirche, number 1.",
                "Bus 1, line Pirmasens, arrives between 9 oh 2 and 9 oh 6 a.m., in 9 to 13 minutes, 4 minutes later than planned. "
                    + "8 of 10 seats free. Position seen 40 seconds ago.",
                "Bus 1, line Pirmasens, arrives between 10 oh 2 and 10 oh 8 a.m., in 1 hour and 9 to 15 minutes, "
                    + "4 minutes later than planned. 8 of 10 seats free.",
            ])
        AccessibleChecks.assertSentences(lines.joined(separator: "\n") + "\n", "stop en")
    }

    func testAccessibleStopInGerman() {
        let lines = stopLines(
            board([
                departure(
                    estimate: rangedEstimate, basis: .livePosition,
                    seenAt: now.addingTimeInterval(-40))
            ]), .german, accessible: true)
        XCTAssertEqual(
            lines.last,
            "Bus 1, Linie Pirmasens, kommt zwischen 9 Uhr 2 und 9 Uhr 6, in 9 bis 13 Minuten, "
                + "4 Minuten später als geplant. 8 von 10 Plätzen frei. Position vor 40 Sekunden gesehen.")
        let stale = stopLines(
            board([
                departure(
                    estimate: nil, basis: .timetable(.stalePosition),
                    seenAt: now.addingTimeInterval(-14 * 60))
            ]), .german, accessible: true)
        XCTAssertEqual(
            stale.last,
            "Bus 1, Linie Pirmasens, kommt laut Fahrplan um 9 Uhr, in 7 Minuten. 8 von 10 Plätzen frei. "
                + "Bus 1 steht seit 14 Minuten still, länger, als der Fahrplan erlaubt. Die Zeiten sind aus dem Fahrplan."
        )
        AccessibleChecks.assertSentences((lines + stale).joined(separator: "\n") + "\n", "stop de")
    }

    func testAccessibleRangeFromNowIsSaidAsAnUpperBound() {
        let soon = ArrivalEstimate(time: minutes(1), earliest: now, latest: minutes(3))
        XCTAssertEqual(spoken(.english).arrival(soon), "arrives between 8 53 and 8 56 a.m., within 3 minutes")
        XCTAssertEqual(spoken(.german).arrival(soon), "kommt zwischen 8 Uhr 53 und 8 Uhr 56, in höchstens 3 Minuten")
        let aroundNoon = ArrivalEstimate(time: minutes(187), earliest: minutes(185), latest: minutes(190))
        XCTAssertTrue(
            spoken(.english).arrival(aroundNoon).hasPrefix("arrives between 11 58 a.m. and 12 oh 3 p.m."),
            spoken(.english).arrival(aroundNoon))
    }

    // MARK: buerger bus

    private var calls: [RouteStopCall] {
        let stops = DomainFixture.data.stops
        return [
            RouteStopCall(stop: stops[1], nextScheduled: minutes(17), estimate: rangedEstimate, basis: .livePosition),
            RouteStopCall(stop: stops[2], nextScheduled: minutes(27), estimate: nil, basis: .timetable(.runNotStarted)),
        ]
    }

    func testTheBusSaysHowOldItsPositionIsAndTheRangeOfItsNextStops() {
        let lines = busLines(report(calls, seenAt: now.addingTimeInterval(-40)), .english)
        XCTAssertTrue(lines.contains("Position      49.209, 7.604 (seen 40 s ago)"), "\(lines)")
        XCTAssertTrue(lines.contains("Next stops    09:10  expected 09:04  in 9–13 min  Brunnen"), "\(lines)")
        XCTAssertTrue(lines.contains("              09:20                  in 27 min    Süd-Straße"), "\(lines)")
        let german = busLines(report(calls, seenAt: now.addingTimeInterval(-180)), .german)
        XCTAssertTrue(
            german.contains { $0.hasPrefix("Position ") && $0.hasSuffix(" 49.209, 7.604 (vor 3 Min. gesehen)") },
            "\(german)")
        let unknown = busLines(report(calls, seenAt: nil), .english)
        XCTAssertTrue(unknown.contains("Position      49.209, 7.604"), "nothing false about an unknown age: \(unknown)")
    }

    func testAStaleBusSaysSoUnderItsNextStops() {
        let stale = [
            RouteStopCall(
                stop: DomainFixture.data.stops[1], nextScheduled: minutes(17), estimate: nil,
                basis: .timetable(.stalePosition))
        ]
        let lines = busLines(report(stale, seenAt: now.addingTimeInterval(-14 * 60)), .english)
        XCTAssertEqual(
            lines.last,
            "Bus 1 has not moved for 14 min — longer than the timetable allows; times are from the timetable.")
        XCTAssertTrue(lines.contains("Position      49.209, 7.604 (seen 14 min ago)"), "\(lines)")
        let german = busLines(report(stale, seenAt: now.addingTimeInterval(-14 * 60)), .german, accessible: true)
        XCTAssertTrue(
            german.contains(
                "Position: 49.209, 7.604, vor 14 Minuten gesehen. Bus 1 steht seit 14 Minuten still, "
                    + "länger, als der Fahrplan erlaubt. Die Zeiten sind aus dem Fahrplan."), "\(german)")
    }

    func testAccessibleBusInBothLanguages() {
        let english = busLines(report(calls, seenAt: now.addingTimeInterval(-40)), .english, accessible: true)
        XCTAssertTrue(english.contains("Position: 49.209, 7.604, seen 40 seconds ago."), "\(english)")
        XCTAssertTrue(
            english.contains(
                "Next stops: Brunnen, at 9 10 a.m. by the timetable, expected between 9 oh 2 and "
                    + "9 oh 6 a.m., in 9 to 13 minutes."), "\(english)")
        XCTAssertTrue(
            english.contains("Next stops: Süd-Straße, at 9 20 a.m. by the timetable, in 27 minutes."), "\(english)")
        let german = busLines(report(calls, seenAt: now.addingTimeInterval(-40)), .german, accessible: true)
        XCTAssertTrue(german.contains("Position: 49.209, 7.604, vor 40 Sekunden gesehen."), "\(german)")
        XCTAssertTrue(
            german.contains(
                "Nächste Halte: Brunnen, laut Fahrplan um 9 Uhr 10, erwartet zwischen 9 Uhr 2 und "
                    + "9 Uhr 6, in 9 bis 13 Minuten."), "\(german)")
        AccessibleChecks.assertSentences((english + german).joined(separator: "\n") + "\n", "bus")
    }
}
