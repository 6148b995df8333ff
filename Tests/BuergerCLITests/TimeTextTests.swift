import CitizenClient
import XCTest

@testable import BuergerCLI

final class TimeTextTests: XCTestCase {
    private let zone = DomainFixture.zone
    private let now = DomainFixture.now

    func testClockAndISOWithOffset() {
        let times = DomainFixture.times(.german)
        XCTAssertEqual(times.clock(now), "08:53")
        XCTAssertEqual(times.iso(now), "2026-11-23T08:53:00+01:00")
        let summer = Date(timeIntervalSince1970: 1_782_000_000)
        XCTAssertTrue(times.iso(summer).hasSuffix("+02:00"), times.iso(summer))
        let utc = TimeText(timeZone: TimeZone(identifier: "UTC") ?? zone, strings: Strings.table(for: .english))
        XCTAssertEqual(utc.iso(now), "2026-11-23T07:53:00+00:00", "an offset, never Z")
    }

    func testClockRoundsToTheNearestMinuteLikeTheDelay() {
        let times = DomainFixture.times(.english)
        let estimate = now.addingTimeInterval(5 * 60 + 40)
        XCTAssertEqual(times.clock(estimate), "08:59", "08:58:40 is a minute early only by its seconds")
        XCTAssertEqual(times.clock(now.addingTimeInterval(5 * 60 + 20)), "08:58")
        let lastSecondsOfDay = Date(timeIntervalSince1970: 1_795_474_780) // 23:59:40 in Berlin, 23 Nov 2026
        XCTAssertEqual(times.clock(lastSecondsOfDay, today: now), "tomorrow 00:00")
        let spoken = AccessibleTime(language: .english, timeZone: zone, now: now)
        XCTAssertEqual(spoken.at(estimate), "at 8 59 a.m.")
    }

    func testRelativeInBothLanguages() {
        XCTAssertEqual(DomainFixture.times(.english).relative(now.addingTimeInterval(7 * 60), from: now), "in 7 min")
        XCTAssertEqual(DomainFixture.times(.german).relative(now.addingTimeInterval(7 * 60), from: now), "in 7 Min.")
        XCTAssertEqual(
            DomainFixture.times(.german).relative(now.addingTimeInterval(125 * 60), from: now),
            "in 2 Std. 5 Min.")
        XCTAssertEqual(DomainFixture.times(.english).relative(now, from: now), "now")
        XCTAssertEqual(DomainFixture.times(.german).relative(now.addingTimeInterval(-180), from: now), "vor 3 Min.")
    }

    func testDelayWords() {
        XCTAssertEqual(Strings.table(for: .english).delay(0), "on time")
        XCTAssertEqual(Strings.table(for: .german).delay(0), "pünktlich")
        XCTAssertEqual(Strings.table(for: .german).delay(4), "+4 Min.")
    }

    func testNowOption() {
        XCTAssertEqual(
            NowOption.parse("2026-11-23T09:05:00+01:00", today: now, timeZone: zone),
            Date(timeIntervalSince1970: 1_795_421_100))
        XCTAssertEqual(NowOption.parse("09:05", today: now, timeZone: zone), Date(timeIntervalSince1970: 1_795_421_100))
        XCTAssertNil(NowOption.parse("24:00", today: now, timeZone: zone))
        XCTAssertNil(NowOption.parse("tomorrow", today: now, timeZone: zone))
        // Issue 13 §4: the formatter alone rolls 30 February into March.
        XCTAssertNil(NowOption.parse("2026-02-30T09:05:00+01:00", today: now, timeZone: zone))
        XCTAssertNil(NowOption.parse("2026-02-29T09:05:00.5+01:00", today: now, timeZone: zone))
        XCTAssertNotNil(NowOption.parse("2028-02-29T09:05:00.5+01:00", today: now, timeZone: zone))
        XCTAssertNil(NowOption.parse("", today: now, timeZone: zone))
        // Without an offset, on the zone's wall clock, as `--time` takes it (a new user's report).
        XCTAssertEqual(
            NowOption.parse("2026-11-23T09:05", today: now, timeZone: zone), Date(timeIntervalSince1970: 1_795_421_100))
        XCTAssertEqual(
            NowOption.parse("2026-11-23 09:05:00", today: now, timeZone: zone),
            Date(timeIntervalSince1970: 1_795_421_100))
        XCTAssertNil(NowOption.parse("2026-02-30T09:05", today: now, timeZone: zone))
        XCTAssertNil(NowOption.parse("2026-03-29T02:30", today: now, timeZone: zone), "the hour skipped in spring")
        XCTAssertNil(NowOption.parse("2026-11-23T9:05", today: now, timeZone: zone))
    }
}
