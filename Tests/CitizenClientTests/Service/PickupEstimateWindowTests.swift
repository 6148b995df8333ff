import Foundation
import XCTest

@testable import CitizenClient

/// How long past its time a pick-up still gets an estimate (`CitizenService.pickupEstimate`), over the
/// original server's fixtures: bus 1 of line 1 seen at its last position.
final class PickupEstimateWindowTests: XCTestCase {
    private func estimate(minutesPastPickUp: Double) throws -> PickupEstimate? {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pickup-window-\(UUID())")
        defer { try? FileManager.default.removeItem(at: cache) }
        var factory = ServiceFactory()
        factory.cacheHome = cache
        let service = try factory.make(InMemoryTransport.originalServer())
        let moment = factory.clock.now
        let request = CustomStop(
            id: 10_000_001, lineId: 1, pickUpTime: moment.addingTimeInterval(-minutesPastPickUp * 60),
            location: Coordinate(latitude: 49.2130, longitude: 7.6050), numberOfPersons: 1, deviceId: "d",
            status: 2, acceptingBus: 1, rejectingBusIds: [], createdAt: nil,
            passenger: PassengerInfo(name: nil, address: nil, assistance: []))
        return service.pickupEstimate(for: request, at: moment)
    }

    func testALatePickUpKeepsItsEstimateAsLongAsTheForecastLooksForALateBus() throws {
        // A driver 40 minutes late is when the person waiting needs the estimate most (eta-pickups:
        // the late drivers were left with none past 30 minutes).
        XCTAssertNotNil(try estimate(minutesPastPickUp: 40))
        XCTAssertNil(try estimate(minutesPastPickUp: 61), "an hour past: the forecast no longer looks for it")
    }
}
