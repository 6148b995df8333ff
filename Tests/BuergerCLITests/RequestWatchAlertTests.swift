import CitizenClient
import Foundation
import XCTest

@testable import BuergerCLI

/// What `watch request --alert` says, as the trial heard it: never "about 0 minutes away".
final class RequestWatchAlertTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)

    private func said(
        _ busIs: PickupEstimate.Whereabouts, earliestIn seconds: TimeInterval, expectedIn: TimeInterval? = nil
    ) -> String {
        let language = Language.german
        let strings = StringTable(language: language)
        let output = RequestWatchOutput(
            words: RequestStrings(language: language), strings: strings,
            times: TimeText(timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current, strings: strings))
        let time = now.addingTimeInterval(seconds)
        let expected = now.addingTimeInterval(expectedIn ?? seconds)
        let estimate = PickupEstimate(
            busId: 1, place: .door, busIs: busIs, estimated: expected, earliest: time, latest: expected,
            positionSeenAt: nil)
        var events = RequestWatchEvents(requestId: 10_000_001, stops: [])
        let request = CustomStop(
            id: 10_000_001, lineId: 1, pickUpTime: time, location: nil, numberOfPersons: 1, deviceId: "d",
            status: 2, acceptingBus: 1, rejectingBusIds: [], createdAt: nil,
            passenger: PassengerInfo(name: nil, address: nil, assistance: []))
        return output.message(events.translate(.alert(estimate, request: request), at: now))
    }

    func testTheAlertSaysTheMinutesOrThatTheBusIsComingOrThere() {
        XCTAssertEqual(said(.nearStop(name: "Kirche"), earliestIn: 300), "Bus 1 ist etwa 5 Minuten entfernt")
        XCTAssertEqual(said(.comingToYou, earliestIn: 10), "Bus 1 kommt jetzt")
        XCTAssertEqual(said(.arrived, earliestIn: -30), "Bus 1 ist da")
    }

    /// New-user trial: "Bus 1 ist etwa 3 Minuten entfernt" rang for a bus waiting to leave on time,
    /// there 9 minutes later; the range's early end alone promised what the estimate did not.
    func testAnEstimateLaterThanTheEarlyEndIsSaidWithIt() {
        // now is 12:06:40 in Berlin; clocks are rounded to the minute.
        XCTAssertEqual(
            said(.atStop(name: "Rathaus"), earliestIn: 180, expectedIn: 540),
            "Bus 1 kann in 3 Minuten da sein; erwartet gegen 12:16")
        XCTAssertEqual(
            said(.atStop(name: "Rathaus"), earliestIn: 20, expectedIn: 300),
            "Bus 1 kann jeden Moment da sein; erwartet gegen 12:12")
        // A minute apart: the minutes alone, as before.
        XCTAssertEqual(
            said(.nearStop(name: "Kirche"), earliestIn: 240, expectedIn: 300), "Bus 1 ist etwa 4 Minuten entfernt")
    }
}

/// The 15-minute reminder asks the person to be ready, as `status` does ("Bitte seien Sie … bereit").
final class RequestWatchReminderTests: XCTestCase {
    private func reminder(forCaller: Bool, atDoor: Bool = false) -> String {
        let language = Language.german
        let strings = StringTable(language: language)
        var output = RequestWatchOutput(
            words: RequestStrings(language: language), strings: strings,
            times: TimeText(timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current, strings: strings))
        output.forCaller = forCaller
        output.atDoor = atDoor
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let event = RequestWatchEvent(
            time: now, requestId: 10_000_001, state: .accepted,
            change: .reminder(minutes: 15, pickUp: now.addingTimeInterval(900), stopName: "Kirche", location: nil))
        return output.message(event)
    }

    func testTheReminderAsksThePersonToBeReady() {
        XCTAssertEqual(
            reminder(forCaller: false), "Abholung in 15 Minuten an der Haltestelle Kirche, bitte seien Sie bereit")
        XCTAssertEqual(
            reminder(forCaller: true), "Abholung in 15 Minuten an der Haltestelle Kirche, die Person sollte bereit sein"
        )
        // A door whose place names the stop nearby (trial r13): at the door, not at the stop.
        XCTAssertTrue(reminder(forCaller: false, atDoor: true).hasSuffix(", bitte seien Sie an der Tür bereit"))
        XCTAssertTrue(reminder(forCaller: true, atDoor: true).hasSuffix(", die Person sollte an der Tür bereit sein"))
    }
}
