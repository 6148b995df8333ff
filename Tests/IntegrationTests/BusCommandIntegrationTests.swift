import XCTest

/// `buerger bus` against `buerger-sim --data original`: bus 1 (KL-AB345, green, 10 seats, line 1)
/// last reported at 49.21059 N 7.60497 E with 2 seats taken (wire-contract §8.2).
final class BusCommandIntegrationTests: SimulatorTestCase {
    static let morning = "2016-07-21T08:55:00+02:00"
    static let busKeys: Set<String> = [
        "id", "numberPlate", "color", "picture", "lineId", "lineName", "totalSeats",
        "takenSeats", "freeSeats", "seatBand", "position", "nearestStop", "nextStops",
    ]

    func testJSONCarriesEveryContractField() throws {
        let result = try buerger("bus", "1", "--json", "--now", Self.morning)
        assertCleanJSON(result)
        let bus = result.jsonNode["bus"]
        assertHasKeys(bus, Self.busKeys, "bus")
        XCTAssertEqual(bus["id"].int, 1)
        XCTAssertEqual(bus["numberPlate"].string, "KL-AB345")
        XCTAssertEqual(bus["color"].string, "green")
        XCTAssertEqual(
            bus["picture"].string,
            "http://www.tm4.com/wp-content/uploads/2014/08/Foton-bus-12-m-e1407525133477.png")
        XCTAssertEqual(bus["lineId"].int, 1)
        XCTAssertEqual(bus["lineName"].string, "Pirmasens")
        XCTAssertEqual(bus["totalSeats"].int, 10)
        XCTAssertEqual(bus["takenSeats"].int, 2)
        XCTAssertEqual(bus["freeSeats"].int, 8)
        XCTAssertEqual(bus["seatBand"].string, "plenty")
        XCTAssertEqual(bus["position"]["lat"].double, 49.21059)
        XCTAssertEqual(bus["position"]["lon"].double, 7.60497)
        assertHasKeys(bus["nearestStop"], ["id", "name", "distanceMeters"], "nearestStop")
        XCTAssertEqual(bus["nearestStop"]["id"].int, 4)
        XCTAssertEqual(bus["nearestStop"]["name"].string, "Markt")
        let meters = bus["nearestStop"]["distanceMeters"].double ?? -1
        XCTAssertTrue((150...200).contains(meters), "Markt is about 170 m from the bus, got \(meters)")
        let next = bus["nextStops"].array
        XCTAssertFalse(next.isEmpty)
        for stop in next {
            assertHasKeys(stop, ["id", "name", "scheduled", "estimated"], "next stop")
            XCTAssertTrue((1...4).contains(stop["id"].int ?? 0), "line 1 calls at stops 1–4 only")
        }
        XCTAssertTrue(
            next.allSatisfy { $0["scheduled"].string?.hasPrefix("2016-07-2") ?? false }, "ISO times from --now on")
    }

    func testHumanOutputInBothLanguages() throws {
        let english = try buerger("bus", "1", "--now", Self.morning)
        XCTAssertEqual(english.exitCode, 0, english.stderr)
        for text in [
            "KL-AB345", "Pirmasens", "Markt", "8 of 10 seats free",
            "https://www.openstreetmap.org/?mlat=49.21059&mlon=7.60497",
            "Foton-bus-12-m-e1407525133477.png", "Kirche",
        ] {
            XCTAssertTrue(english.stdout.contains(text), "lacks \(text): \(english.stdout)")
        }
        XCTAssertEqual(english.stderr, "")
        let german = try buerger("bus", "1", "--lang", "de", "--now", Self.morning)
        XCTAssertEqual(german.exitCode, 0, german.stderr)
        XCTAssertTrue(german.stdout.contains("8 von 10 Plätzen frei"), german.stdout)
    }

    func testPlainIsKeyTabValue() throws {
        let result = try buerger("bus", "2", "--plain", "--now", Self.morning)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("numberPlate\tKL-CD678"), result.stdout)
        XCTAssertTrue(lines.contains("freeSeats\t5"), result.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.contains("\t") })
    }

    /// `--accessible` promises sentences, no tables: the bus view used to keep its padded label column and
    /// an aligned table of next stops.
    func testAccessibleIsOneSentencePerLineWithoutColumnsOrDrawing() throws {
        for language in ["en", "de"] {
            let result = try buerger("bus", "1", "--accessible", "--lang", language, "--now", Self.morning)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            XCTAssertGreaterThan(lines.count, 5)
            for line in lines.dropFirst() {
                XCTAssertFalse(line.contains("  "), "no padding to columns: '\(line)'")
                XCTAssertTrue(line.contains(": "), "label and value as a sentence: '\(line)'")
                XCTAssertFalse(line.hasSuffix(".."), "one full stop: '\(line)'")
            }
            XCTAssertFalse(result.stdout.contains("─") || result.stdout.contains("●"), "no route drawing")
            XCTAssertTrue(
                result.stdout.contains(language == "en" ? "Seats: 8 of 10 seats free." : "8 von 10 Plätzen frei."))
            let viaEnvironment = try buerger(
                "bus", "1", "--lang", language, "--now", Self.morning,
                environment: ["BUERGER_ACCESSIBLE": "1"])
            XCTAssertEqual(viaEnvironment.stdout, result.stdout)
        }
    }

    func testUnknownBusIsNotFoundInEveryMode() throws {
        for mode in [[], ["--json"], ["--plain"]] {
            assertFailure(
                try commandRunner().run(["bus", "9"] + mode), exitCode: 3, stderrContains: "9", json: mode == ["--json"]
            )
        }
    }

    func testNonNumericBusIsAUsageError() throws {
        assertFailure(try buerger("bus", "abc"), exitCode: 2)
    }
}

/// A bus the server knows but has no position for: the original answers E7 with 204 (here forced with
/// the simulator's `204` fault on bus 2's path).
final class BusWithoutPositionIntegrationTests: SimulatorTestCase {
    override class var simulatorArguments: [String] {
        ["--data", "original", "--speed", "0", "--faults", "204:path=/busses/2"]
    }

    func testPositionAndSeatBandAreNullAndTheExitCodeIsZero() throws {
        let result = try buerger("bus", "2", "--json")
        assertCleanJSON(result)
        let bus = result.jsonNode["bus"]
        assertHasKeys(bus, BusCommandIntegrationTests.busKeys, "bus")
        XCTAssertTrue(bus["position"].isNull, "position is null, not left out: \(result.stdout)")
        XCTAssertTrue(bus["seatBand"].isNull)
        XCTAssertTrue(bus["freeSeats"].isNull)
        XCTAssertEqual(bus["totalSeats"].int, 12)
        XCTAssertEqual(bus["numberPlate"].string, "KL-CD678")
    }

    func testHumanOutputSaysThereIsNoPosition() throws {
        let result = try buerger("bus", "2")
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("no position"), result.stdout)
        XCTAssertFalse(result.stdout.contains("openstreetmap"), "no map link without a position")
    }
}

/// Positions and seats are real-time: a change on the server shows in the very next run, cache or not.
final class BusRealTimeIntegrationTests: SimulatorTestCase {
    func testSeatsChangedByTheDriverShowAtOnceWithTheScarceBand() throws {
        XCTAssertEqual(try buerger("bus", "1", "--json").exitCode, 0, "warms the cache")
        let simulator = try simulator()
        let answer = try PlainHTTP.post(
            simulator.baseURL + "/sim/busses/1",
            json: #"{"position":[7.60747,49.209277],"takenSeats":9}"#)
        XCTAssertEqual(answer.status, 200)
        let result = try buerger("bus", "1", "--json")
        assertCleanJSON(result)
        let bus = result.jsonNode["bus"]
        XCTAssertEqual(bus["freeSeats"].int, 1)
        XCTAssertEqual(bus["seatBand"].string, "scarce")
        XCTAssertEqual(bus["position"]["lat"].double, 49.209277)
        XCTAssertEqual(bus["nearestStop"]["id"].int, 1, "standing at Kirche")
        XCTAssertEqual(bus["nearestStop"]["distanceMeters"].int, 0)
        let human = try buerger("bus", "1")
        XCTAssertTrue(human.stdout.contains("1 of 10 seats free"), human.stdout)
        XCTAssertTrue(
            human.stdout.lowercased().contains("almost full"), "colour is never the only sign: \(human.stdout)")
    }

    /// The human view used to show only the timetable and count "in N min" to it, even with the bus
    /// already standing at the stop; it now names the estimate wherever it moves the time.
    func testHumanNextStopsShowTheSameEstimatesAsTheJSON() throws {
        let simulator = try simulator()
        XCTAssertEqual(
            try PlainHTTP.post(simulator.baseURL + "/sim/busses/1", json: #"{"position":[7.606499,49.207937]}"#).status,
            200)
        let now = "2016-07-21T09:05:00+02:00"
        let json = try buerger("bus", "1", "--json", "--now", now)
        assertCleanJSON(json)
        let human = try buerger("bus", "1", "--now", now)
        let german = try buerger("bus", "1", "--now", now, "--lang", "de")
        var moved = 0
        for stop in json.jsonNode["bus"]["nextStops"].array {
            guard let name = stop["name"].string, let scheduled = stop["scheduled"].string,
                let estimated = stop["estimated"].string
            else { continue }
            // ISO 2016-07-21T09:05:40+02:00 → the clock 09:06 a person reads (to the nearest minute).
            let clock = { (iso: String) -> String in
                let parts = iso.dropFirst(11).prefix(8).split(separator: ":").compactMap { Int($0) }
                guard parts.count == 3 else { return iso }
                let minutes = (parts[0] * 60 + parts[1] + (parts[2] >= 30 ? 1 : 0)) % (24 * 60)
                return String(format: "%02d:%02d", minutes / 60, minutes % 60)
            }
            guard clock(estimated) != clock(scheduled) else { continue }
            moved += 1
            let row = human.stdout.split(separator: "\n").first {
                $0.hasSuffix(" " + name) && $0.contains(clock(scheduled))
            }
            XCTAssertTrue(row?.contains("expected \(clock(estimated))") ?? false, "\(name): \(human.stdout)")
            XCTAssertTrue(german.stdout.contains("erwartet \(clock(estimated))"), german.stdout)
        }
        XCTAssertGreaterThan(moved, 0, "a bus at Brunnen at 09:05 is ahead of its 09:10 time: \(json.stdout)")
        let atBrunnen = human.stdout.split(separator: "\n").first { $0.hasSuffix(" Brunnen") }
        XCTAssertTrue(
            atBrunnen?.contains("in 5 min") == false, "counts to the estimate, not the timetable: \(human.stdout)")
    }

    func testABusMovedToAnotherLineShowsItsNewLine() throws {
        XCTAssertEqual(try buerger("lines", "--json").exitCode, 0, "warms the cache")
        let simulator = try simulator()
        XCTAssertEqual(
            try PlainHTTP.post(
                simulator.baseURL + "/linemanagement/v1/updateBusStatus/",
                json: #"{"busId":2,"lineId":1}"#
            ).status, 200)
        defer {
            _ = try? PlainHTTP.post(
                simulator.baseURL + "/linemanagement/v1/updateBusStatus/", json: #"{"busId":2,"lineId":2}"#)
        }
        // The original's /update never changes on a line change (wire-contract §4.6): only --refresh or
        // the end of the freshness window may show it; --refresh must.
        let result = try buerger("lines", "--json", "--refresh")
        assertCleanJSON(result)
        XCTAssertEqual(result.jsonNode["lines"][0]["busIds"].array.compactMap(\.int), [1, 2])
        XCTAssertEqual(result.jsonNode["lines"][1]["busIds"].count, 0)
    }
}
