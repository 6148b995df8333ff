import XCTest

@testable import BuergerbusSimulator

/// ServerState's rules without HTTP (wire-contract §4.8, §5).
final class StateRulesTests: XCTestCase {
    private func makeState() -> ServerState {
        ServerState(
            masterData: OriginalMasterData.masterData(),
            clock: SimulatedClock(start: Date(timeIntervalSince1970: 1_469_088_000), speed: 0))
    }

    private func record(_ id: Int64, status: Int = 1, acceptingBus: Int64? = nil, rejecting: String? = nil)
        -> CustomStopRecord
    {
        CustomStopRecord(
            id: id, lineId: 1, pickUpTime: 0, location: GeoPoint(lon: 7, lat: 49), numberOfPersons: 1,
            deviceId: "d", userInfo: "{}", status: status, acceptingBus: acceptingBus,
            rejectingBus: rejecting, timeStamp: 0)
    }

    func testDriverQuerySkipsTheRowAfterARemovedOne() {
        let rows = [record(1, rejecting: "1"), record(2, rejecting: "1"), record(3)]
        XCTAssertEqual(DriverQuery.visibleRequests(in: rows, lineId: 1, busId: 1).map(\.id), [2, 3])
    }

    func testDriverQueryWithABusRejectingTwiceCanEmptyTheAnswer() {
        XCTAssertEqual(DriverQuery.visibleRequests(in: [record(1, rejecting: "1,1")], lineId: 1, busId: 1), [])
        XCTAssertEqual(
            DriverQuery.visibleRequests(
                in: [record(1, rejecting: "1,1"), record(2), record(3)],
                lineId: 1, busId: 1
            ).map(\.id), [3])
    }

    func testDriverQueryVisibility() {
        let rows = [
            record(1), record(2, status: 2, acceptingBus: 1), record(3, status: 2, acceptingBus: 2),
            record(4, status: 6, acceptingBus: 1), record(5, status: 3), record(6, status: 4, acceptingBus: 1),
        ]
        XCTAssertEqual(DriverQuery.visibleRequests(in: rows, lineId: 1, busId: 1).map(\.id), [1, 2, 4])
        XCTAssertEqual(DriverQuery.visibleRequests(in: rows, lineId: 2, busId: 1), [])
    }

    func testCompletionComparesBoxedLongsByIdentity() {
        XCTAssertTrue(CustomStopTransition.sameBoxedLong(127, 127))
        XCTAssertFalse(CustomStopTransition.sameBoxedLong(128, 128))
        XCTAssertTrue(CustomStopTransition.sameBoxedLong(nil, nil))
        XCTAssertFalse(CustomStopTransition.sameBoxedLong(1, nil))
    }

    func testDuplicateRejectionsCountAgainAndMissingBusIsNull() {
        let state = makeState()
        XCTAssertEqual(state.updateCustomStopStatus(id: 1, status: 3, busId: nil), .applied)
        XCTAssertEqual(state.customStops(requestId: 1).first?.rejectingBus, "null")
        XCTAssertEqual(state.customStops(requestId: 1).first?.status, 3)
        XCTAssertEqual(state.updateCustomStopStatus(id: 77, status: 6, busId: nil), .ignored)
    }

    func testFailedInsertUsesUpAnId() {
        let state = makeState()
        let request = NewCustomStop(
            lineId: 9, pickUpTimeSeconds: 1, location: GeoPoint(lon: 7, lat: 49),
            numberOfPersons: 1, deviceId: "d", userInfo: "{}")
        XCTAssertNil(state.createCustomStop(request))
        var good = request
        good.lineId = 1
        XCTAssertEqual(state.createCustomStop(good)?.id, 10_000_001)
    }
}
