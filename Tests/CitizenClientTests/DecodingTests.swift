import XCTest

@testable import CitizenClient

final class DecodingTests: XCTestCase {
    // MARK: Original fixtures

    func testStopsFixtureDerivesLinesFromSchedules() throws {
        let list = try WireDecoder.stops(Fixtures.data("stops.json"))
        XCTAssertEqual(list.stamp, 1_468_923_834_000)
        XCTAssertEqual(list.items.count, 8)
        let kirche = try XCTUnwrap(list.items.first)
        XCTAssertEqual(kirche.name, "Kirche")
        XCTAssertEqual(kirche.location, Coordinate(latitude: 49.209277, longitude: 7.60747))
        XCTAssertEqual(kirche.schedule.map(\.arrivingTime.description), ["09:00:00", "12:00:00", "13:00:00"])
        XCTAssertEqual(kirche.lineIds, [1])
        XCTAssertEqual(list.items.first { $0.id == 6 }?.name, "Uni Süd")
        XCTAssertEqual(list.items.last?.lineIds, [2])
    }

    func testLinesBussesRoutesUpdateFixtures() throws {
        let lines = try WireDecoder.lines(Fixtures.data("lines.json"))
        XCTAssertEqual(
            lines.items,
            [
                Line(id: 1, name: "Pirmasens", routeId: 1, busIds: [1]),
                Line(id: 2, name: "Uni", routeId: 2, busIds: [2]),
            ])
        let busses = try WireDecoder.busses(Fixtures.data("busses.json"))
        XCTAssertEqual(busses.stamp, 1_098_181_434_000)
        XCTAssertEqual(busses.items.map(\.numberPlate), ["KL-AB345", "KL-CD678"])
        XCTAssertEqual(busses.items.map(\.totalSeats), [10, 12])
        let routes = try WireDecoder.routes(Fixtures.data("routes.json"))
        XCTAssertEqual(routes.items.map(\.points.count), [37, 23])
        XCTAssertEqual(routes.items.first?.points.first, Coordinate(latitude: 49.210420446, longitude: 7.608858347))
        let stamps = try WireDecoder.updateStamps(Fixtures.data("update.json"))
        XCTAssertEqual(
            stamps,
            UpdateStamps(
                busses: 1_098_181_434_000, lines: 1_098_181_434_000,
                routes: 1_098_181_434_000, stops: 1_468_923_834_000))
        XCTAssertEqual(try WireDecoder.schedules(Fixtures.data("schedules.json")).count, 24)
    }

    func testBusPositionUsesLowerCaseTimestampAndLonLatOrder() throws {
        let position = try XCTUnwrap(WireDecoder.busPosition(Fixtures.data("bus-1.json"), path: "/busses/1/"))
        XCTAssertEqual(position.busId, 1)
        XCTAssertEqual(position.takenSeats, 2)
        XCTAssertEqual(position.timestamp, 1_098_181_434_000)
        XCTAssertEqual(position.position, Coordinate(latitude: 49.21059, longitude: 7.60497))
    }

    func testEmptyBodyOfBusPositionMeansNoPosition() throws {
        XCTAssertNil(try WireDecoder.busPosition(Data(), path: "/busses/9/"))
    }

    func testCustomStopPrefersUserInfoAndParsesRejectingCSV() throws {
        let created = try WireDecoder.customStop(Fixtures.data("customstop-created.json"))
        XCTAssertEqual(created.id, 10_000_000)
        XCTAssertEqual(created.pickUpTime, Date(timeIntervalSince1970: 1_469_095_200))
        XCTAssertEqual(created.passenger, PassengerInfo(name: "John", address: "Doe", assistance: [3, 5]))
        XCTAssertNil(created.acceptingBus)

        let quirky = try XCTUnwrap(WireDecoder.customStops(Fixtures.data("customstops-quirky-info.json")).first)
        XCTAssertEqual(quirky.passenger.address, "Hauptstr. 1/2, 67655 KL")
        XCTAssertEqual(quirky.passenger.name, "Müller")
        XCTAssertEqual(quirky.rejectingBusIds, [1, 2])
        XCTAssertEqual(quirky.status, 3)

        let byDevice = try WireDecoder.customStops(Fixtures.data("customstops-by-device.json"))
        XCTAssertEqual(byDevice.first?.acceptingBus, 1)
    }

    func testUserInfoKeepsABackslashTheUserTyped() throws {
        let body = #"{"id":5,"userInfo":"{\"name\":\"a\\\\/b\",\"address\":\"x\",\"assistance\":[2]}"}"#
        XCTAssertEqual(try WireDecoder.customStop(Data(body.utf8)).passenger.name, "a\\/b")
    }

    func testInfoIsUnescapedWhenUserInfoIsUnusable() throws {
        let body = #"{"id":5,"userInfo":"not json","info":{"name":"Jo\\\"hn","address":"A 1\\/2","assistance":[1]}}"#
        let stop = try WireDecoder.customStop(Data(body.utf8))
        XCTAssertEqual(stop.passenger, PassengerInfo(name: "Jo\"hn", address: "A 1/2", assistance: [1]))
    }

    func testErrorBodies() throws {
        XCTAssertEqual(WireDecoder.serverError(try Fixtures.data("error-400.json"))?.message, "Bus id is not a number")
        XCTAssertEqual(WireDecoder.serverError(try Fixtures.data("error-500.json"))?.code, "TechnicalError")
        XCTAssertNil(WireDecoder.serverError(Data("<html>".utf8)))
    }

    // MARK: Quirks

    func testNullsEverywhereAreAccepted() throws {
        let body = #"{"timeStamp":null,"stops":[{"id":3,"name":null,"schedule":null,"lines":[{}],"location":null}]}"#
        let stop = try XCTUnwrap(WireDecoder.stops(Data(body.utf8)).items.first)
        XCTAssertEqual(stop.name, "")
        XCTAssertNil(stop.location)
        XCTAssertEqual(stop.lineIds, [])
        let bus =
            #"{"busses":[{"id":7,"numberPlate":null,"lineId":null,"color":null,"picture":null,"totalSeats":null}],"timeStamp":1}"#
        XCTAssertEqual(
            try WireDecoder.busses(Data(bus.utf8)).items,
            [Bus(id: 7, numberPlate: nil, lineId: nil, color: nil, picture: nil, totalSeats: 0)])
        let nullList = #"{"busses":null,"timeStamp":1}"#
        XCTAssertEqual(try WireDecoder.busses(Data(nullList.utf8)).items, [])
    }

    func testReportedLinesAreOnlyAFallback() throws {
        let body =
            #"{"stops":[{"id":1,"name":"A","schedule":[],"lines":[{"id":"4"}],"location":{"type":"Point","coordinates":[7.0,49.0]}}]}"#
        XCTAssertEqual(try WireDecoder.stops(Data(body.utf8)).items.first?.lineIds, [4])
        let mixed =
            #"{"stops":[{"id":1,"name":"A","schedule":[{"lineId":2,"arrivingTime":"09:00:00"},{"lineId":3,"arrivingTime":"10:00:00"}],"lines":[{"id":"3"}]}]}"#
        XCTAssertEqual(try WireDecoder.stops(Data(mixed.utf8)).items.first?.lineIds, [2, 3])
    }

    func testSixtyFourBitIdsAndUnknownFieldsAndKeyOrder() throws {
        let body =
            #"{"lines":[{"busses":[9007199254740993],"id":9223372036854775807,"extra":{"a":[1]},"name":"X","routeId":null}],"timeStamp":5,"more":true}"#
        let line = try XCTUnwrap(WireDecoder.lines(Data(body.utf8)).items.first)
        XCTAssertEqual(line.id, Int64.max)
        XCTAssertEqual(line.busIds, [9_007_199_254_740_993])
    }

    func testTimeStampSpelledLowerCaseInAWrapper() throws {
        let body = #"{"timestamp":42,"routes":[]}"#
        XCTAssertEqual(try WireDecoder.routes(Data(body.utf8)).stamp, 42)
    }

    // MARK: Malformed bodies are errors, never crashes

    func testTruncatedFixturesAreBadResponses() throws {
        for name in ["stops.json", "lines.json", "busses.json", "routes.json", "update.json"] {
            let full = try Fixtures.data(name)
            for cut in stride(from: 1, to: full.count, by: max(1, full.count / 40)) {
                let truncated = full.prefix(cut)
                XCTAssertThrowsError(try decodeAny(name, Data(truncated)), "\(name) cut at \(cut)") { error in
                    XCTAssertTrue((error as? ClientError)?.isServerAnswerProblem ?? false, "\(error)")
                }
            }
        }
    }

    func testNonJSONAndWrongShapes() {
        let bodies = [
            "<html><body>Welcome</body></html>", "", "   ", "[]", "{}", "null", "42",
            #"{"timeStamp":1,"stops":{"id":1}}"#, #"{"timeStamp":1,"stops":[{"name":"no id"}]}"#,
            #"{"timeStamp":1,"stops":[{"id":1,"schedule":[{"arrivingTime":"25:99"}]}]}"#,
            #"{"timeStamp":1,"stops":[{"id":1,"location":{"type":"Point","coordinates":[7.0]}}]}"#,
            #"{"timeStamp":"soon","stops":[]}"#, "\u{FF}\u{FE}garbage",
        ]
        for body in bodies {
            XCTAssertThrowsError(try WireDecoder.stops(Data(body.utf8)), body) { error in
                guard case .badResponse(let path, let problem)? = error as? ClientError else {
                    return XCTFail("\(body): \(error)")
                }
                XCTAssertEqual(path, "/stops/")
                XCTAssertNotEqual(problem, .unreadable)
            }
        }
    }

    func testMutatedFixturesNeverCrash() throws {
        // Flip bytes through the whole body: each result must decode or throw a ClientError.
        let original = try Fixtures.data("stops.json")
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            var mutated = original
            for _ in 0..<3 {
                let index = Int(generator.next() % UInt64(mutated.count))
                mutated[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            do {
                _ = try WireDecoder.stops(mutated)
            } catch {
                XCTAssertNotNil(error as? ClientError)
            }
        }
    }

    func testDecodingErrorNamesTheSpot() {
        XCTAssertThrowsError(try WireDecoder.lines(Data(#"{"lines":[{"id":1},{"name":"x"}]}"#.utf8))) { error in
            XCTAssertEqual(
                error as? ClientError, .badResponse(path: "/lines/", problem: .nullOrMissing(at: "lines[1].id")))
        }
    }

    private func decodeAny(_ name: String, _ data: Data) throws {
        switch name {
        case "stops.json": _ = try WireDecoder.stops(data)
        case "lines.json": _ = try WireDecoder.lines(data)
        case "busses.json": _ = try WireDecoder.busses(data)
        case "routes.json": _ = try WireDecoder.routes(data)
        default: _ = try WireDecoder.updateStamps(data)
        }
    }
}

/// A tiny deterministic generator so mutation tests are repeatable.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
