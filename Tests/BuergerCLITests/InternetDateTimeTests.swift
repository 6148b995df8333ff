import XCTest

@testable import BuergerCLI

/// The hand-read `--now` form must answer exactly as ISO8601DateFormatter does wherever it answers.
final class InternetDateTimeTests: XCTestCase {
    func testAgreesWithTheFormatterAcrossYearsAndOffsets() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var seed: UInt64 = 42
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 11
        }
        for _ in 0..<2_000 {
            // 1901 to 2099, whole seconds, offsets from -12:00 to +14:00 in quarter hours.
            let instant = Date(timeIntervalSince1970: Double(Int64(next() % 6_279_000_000) - 2_145_000_000))
            let offset = (Int(next() % 105) - 48) * 900
            formatter.timeZone = try XCTUnwrap(TimeZone(secondsFromGMT: offset))
            let text = formatter.string(from: instant)
            XCTAssertEqual(InternetDateTime.parse(text), instant, text)
            XCTAssertEqual(InternetDateTime.parse(text), formatter.date(from: text), text)
        }
    }

    func testLeavesAnythingDoubtfulToTheFormatter() {
        for text in [
            "2026-02-29T09:00:00Z", "2026-13-01T09:00:00Z", "2026-11-23T24:00:00Z", "2026-11-23T09:60:00Z",
            "2026-11-23T09:05:60+01:00", "2026-11-23T09:05:00+15:00", "2026-11-23T09:05:00.5Z",
            "2026-11-23 09:05:00+01:00", "2026-11-23T09:05:00+0100", "2026-11-23T09:05:00", "", "x",
        ] {
            XCTAssertNil(InternetDateTime.parse(text), text)
        }
        XCTAssertEqual(
            InternetDateTime.parse("2024-02-29T23:59:59-00:30"),
            Date(timeIntervalSince1970: 1_709_251_199 + 1_800))
        XCTAssertEqual(
            InternetDateTime.parse("2026-11-23t08:05:00z"), InternetDateTime.parse("2026-11-23T09:05:00+01:00"))
    }
}
