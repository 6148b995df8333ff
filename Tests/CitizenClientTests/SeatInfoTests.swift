import XCTest

@testable import CitizenClient

final class SeatInfoTests: XCTestCase {
    func testBandsAtEveryBoundary() {
        let expectations: [(free: Int, band: SeatBand)] = [
            (100, .plenty), (50, .plenty), (49, .limited), (25, .limited), (24, .scarce), (0, .scarce),
        ]
        for (free, band) in expectations {
            let seats = SeatInfo(totalSeats: 100, takenSeats: 100 - free)
            XCTAssertEqual(seats.freePercent, free)
            XCTAssertEqual(seats.band, band, "\(free) % free")
        }
    }

    func testPercentIsFloored() {
        // 5 of 12 free = 41.67 % → 41 → limited; 6 of 12 = 50 % → plenty; 3 of 12 = 25 % → limited; 2 of 12 = 16 % → scarce.
        XCTAssertEqual(SeatInfo(totalSeats: 12, takenSeats: 7).freePercent, 41)
        XCTAssertEqual(SeatInfo(totalSeats: 12, takenSeats: 6).band, .plenty)
        XCTAssertEqual(SeatInfo(totalSeats: 12, takenSeats: 9).band, .limited)
        XCTAssertEqual(SeatInfo(totalSeats: 12, takenSeats: 10).band, .scarce)
        // 49.9 % must not round up into plenty.
        XCTAssertEqual(SeatInfo(totalSeats: 1000, takenSeats: 501).freePercent, 49)
        XCTAssertEqual(SeatInfo(totalSeats: 1000, takenSeats: 501).band, .limited)
        XCTAssertEqual(SeatInfo(totalSeats: 10, takenSeats: 2).freeSeats, 8)
    }

    func testUnknownSeats() {
        XCTAssertNil(SeatInfo(totalSeats: 10, takenSeats: nil).band)
        XCTAssertNil(SeatInfo(totalSeats: 0, takenSeats: 0).band)
        XCTAssertNil(SeatInfo(totalSeats: nil, takenSeats: 3).freeSeats)
        XCTAssertNil(SeatInfo.unknown.freePercent)
    }

    func testOutOfRangeValuesAreClamped() {
        let overfull = SeatInfo(totalSeats: 10, takenSeats: 14)
        XCTAssertEqual(overfull.freeSeats, 0)
        XCTAssertEqual(overfull.band, .scarce)
        let negative = SeatInfo(totalSeats: 10, takenSeats: -3)
        XCTAssertEqual(negative.freeSeats, 10)
        XCTAssertEqual(negative.freePercent, 100)
        XCTAssertEqual(SeatInfo(totalSeats: Int.max, takenSeats: Int.min).freeSeats, Int.max)
        XCTAssertEqual(SeatInfo(totalSeats: Int.max, takenSeats: 0).freePercent, 100)
    }
}
