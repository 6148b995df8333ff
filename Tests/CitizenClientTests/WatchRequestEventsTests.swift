import CitizenClient
import XCTest

/// `RequestWatchEvents`: follower events as watch changes, with the last state and the place named.
final class WatchRequestEventsTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_795_419_000)
    private let schulstrasse = Coordinate(latitude: 49.2093, longitude: 7.6075)
    /// About 110 m north of Schulstraße.
    private let nearby = Coordinate(latitude: 49.2103, longitude: 7.6075)
    /// About 220 m north of Schulstraße.
    private let away = Coordinate(latitude: 49.2113, longitude: 7.6075)

    private var stops: [Stop] {
        [
            Stop(id: 1, name: "Schulstraße", location: schulstrasse, schedule: []),
            Stop(id: 2, name: "Markt", location: Coordinate(latitude: 49.3, longitude: 7.7), schedule: []),
        ]
    }

    private func request(status: Int, at location: Coordinate) -> CustomStop {
        CustomStop(
            id: 10_000_003, lineId: 1, pickUpTime: now.addingTimeInterval(900), location: location,
            numberOfPersons: 1, deviceId: "d", status: status, acceptingBus: status == 2 ? 2 : nil,
            rejectingBusIds: [], createdAt: nil, passenger: PassengerInfo(name: "", address: "", assistance: []))
    }

    func testStatesRemindersAndTroubleBecomeChangesWithTheLastStateSeen() {
        var events = RequestWatchEvents(requestId: 10_000_003, stops: stops)
        let pending = request(status: 1, at: nearby)
        let accepted = request(status: 2, at: nearby)
        let translated = [
            events.translate(.fetchFailed(FollowFailure(ClientError.busNotFound(1))), at: now),
            events.translate(.recovered, at: now),
            events.translate(.stateChanged(from: nil, to: .pending, request: pending), at: now),
            events.translate(.stateChanged(from: .pending, to: .accepted, request: accepted), at: now),
            events.translate(
                .reminder(pickUp: now.addingTimeInterval(870), location: nearby, request: accepted), at: now),
            events.translate(.vanished, at: now),
        ]
        XCTAssertEqual(
            translated.map(\.change),
            [
                .networkLost, .networkBack, .state(.pending, bus: nil), .state(.accepted, bus: 2),
                .reminder(minutes: 15, pickUp: now.addingTimeInterval(870), stopName: "Schulstraße", location: nearby),
                .gone,
            ])
        XCTAssertEqual(translated.map(\.state), [nil, nil, .pending, .accepted, .accepted, .accepted])
        XCTAssertEqual(
            translated.map(\.change.kind),
            [
                "network-lost", "network-back", "request-pending",
                "request-accepted", "pickup-reminder", "request-gone",
            ])
        XCTAssertEqual(RequestWatchChange.state(.noShow, bus: 1).kind, "request-no-show")
    }

    func testAPlaceFurtherThanAHundredAndFiftyMetresFromEveryStopHasNoStopName() {
        var events = RequestWatchEvents(requestId: 10_000_003, stops: stops)
        let event = events.translate(
            .reminder(
                pickUp: now.addingTimeInterval(60), location: away,
                request: request(status: 2, at: away)), at: now)
        XCTAssertEqual(
            event.change, .reminder(minutes: 1, pickUp: now.addingTimeInterval(60), stopName: nil, location: away))
    }
}
