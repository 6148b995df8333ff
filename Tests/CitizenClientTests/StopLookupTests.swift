import XCTest

@testable import CitizenClient

final class StopLookupTests: XCTestCase {
    private func stop(_ id: Int64, _ name: String, _ lat: Double = 49, _ lon: Double = 7) -> Stop {
        Stop(id: id, name: name, location: Coordinate(latitude: lat, longitude: lon), schedule: [])
    }

    // MARK: Search

    func testSearchIgnoresCaseAndAccents() throws {
        let data = try OriginalData.load()
        XCTAssertEqual(StopSearch.search(data, query: "sud", near: nil, limit: nil).map(\.stop.name), ["Uni Süd"])
        XCTAssertEqual(StopSearch.search(data, query: "SÜD", near: nil, limit: nil).map(\.stop.name), ["Uni Süd"])
        XCTAssertEqual(StopSearch.search(data, query: "uni", near: nil, limit: nil).count, 4)
        XCTAssertEqual(StopSearch.search(data, query: nil, near: nil, limit: nil).count, 8)
        XCTAssertEqual(StopSearch.search(data, query: "(", near: nil, limit: nil).count, 0)
        XCTAssertEqual(
            StopSearch.search(data, query: "kirche", near: nil, limit: nil).first?.lines,
            [LineReference(id: 1, name: "Pirmasens")])
    }

    func testSharpSEqualsDoubleS() {
        let data = MasterData(stops: [stop(1, "Hauptstraße"), stop(2, "Bahnhof")])
        XCTAssertEqual(StopSearch.search(data, query: "strasse", near: nil, limit: nil).map(\.stop.id), [1])
        XCTAssertEqual(StopSearch.search(data, query: "STRASSE", near: nil, limit: nil).map(\.stop.id), [1])
        XCTAssertEqual(StopSearch.search(data, query: "straße", near: nil, limit: nil).map(\.stop.id), [1])
    }

    func testNearSortsByDistanceWithDefaultLimitSeven() throws {
        let data = try OriginalData.load()
        let markt = Coordinate(latitude: 49.209038, longitude: 7.604975)
        let matches = StopSearch.search(data, query: nil, near: markt, limit: nil)
        XCTAssertEqual(matches.count, StopSearch.defaultNearLimit)
        XCTAssertEqual(matches.first?.stop.name, "Markt")
        XCTAssertEqual(matches.first?.distanceMeters ?? -1, 0, accuracy: 0.01)
        let distances = matches.compactMap(\.distanceMeters)
        XCTAssertEqual(distances, distances.sorted())
        XCTAssertEqual(StopSearch.search(data, query: nil, near: markt, limit: 2).count, 2)
        let uni = StopSearch.search(
            data, query: "uni", near: Coordinate(latitude: 49.424822, longitude: 7.749317), limit: nil)
        XCTAssertEqual(uni.map(\.stop.name).first, "Uni West")
        XCTAssertEqual(uni.count, 4)
        XCTAssertNil(StopSearch.search(data, query: nil, near: nil, limit: nil).first?.distanceMeters)
    }

    // MARK: Resolution

    func testNumericIdAndUnknownId() throws {
        let stops = try OriginalData.load().stops
        XCTAssertEqual(try StopResolver().resolve("4", in: stops).name, "Markt")
        XCTAssertThrowsError(try StopResolver().resolve("99", in: stops)) { error in
            XCTAssertEqual(error as? ClientError, .stopNotFound("99"))
        }
    }

    func testUniqueNameMatch() throws {
        let stops = try OriginalData.load().stops
        XCTAssertEqual(try StopResolver().resolve("sporthalle", in: stops).id, 8)
        XCTAssertEqual(try StopResolver().resolve("  uni süd ", in: stops).id, 6)
    }

    func testAmbiguousNameListsCandidates() throws {
        let stops = try OriginalData.load().stops
        XCTAssertThrowsError(try StopResolver().resolve("Uni", in: stops)) { error in
            guard case .ambiguousStop(let query, let candidates)? = error as? ClientError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(query, "Uni")
            XCTAssertEqual(candidates.map(\.id), [7, 8, 6, 5], "by name: Ost, Sporthalle, Süd, West")
        }
    }

    func testExactNameWinsOverPartialMatches() throws {
        let stops = [stop(1, "Uni"), stop(2, "Uni Süd"), stop(3, "Uni Ost")]
        XCTAssertEqual(try StopResolver().resolve("uni", in: stops).id, 1)
    }

    /// `buerger stop @zuhause` with the front door saved as a place (the README's way) means the stop
    /// nearest to it, within 1,500 m; a stop alias of the same name still wins (a new user's report).
    func testASavedPlaceAsAStopIsTheNearestStopWithinAWalk() throws {
        let near = Stop(
            id: 1, name: "Mühlweg", location: Coordinate(latitude: 49.4790, longitude: 7.6410), schedule: [])
        let farther = Stop(
            id: 2, name: "Rathaus", location: Coordinate(latitude: 49.4850, longitude: 7.6500), schedule: [])
        let door = ["zuhause": "49.4785,7.6405"]
        XCTAssertEqual(try StopResolver(places: door).resolve("@zuhause", in: [farther, near]).id, 1)
        XCTAssertEqual(
            try StopResolver(aliases: ["zuhause": "Rathaus"], places: door).resolve("@zuhause", in: [farther, near]).id,
            2)
        XCTAssertThrowsError(try StopResolver(places: ["weit": "49.60,7.90"]).resolve("@weit", in: [farther, near])) {
            error in
            XCTAssertEqual(error as? ClientError, .stopNotFound("@weit"))
        }
        XCTAssertThrowsError(try StopResolver(places: door).resolve("@garten", in: [near])) { error in
            XCTAssertEqual(error as? ClientError, .unknownAlias("garten"))
        }
    }

    func testNoMatchIsNotFound() throws {
        XCTAssertThrowsError(try StopResolver().resolve("Bahnhof", in: try OriginalData.load().stops)) { error in
            XCTAssertEqual(error as? ClientError, .stopNotFound("Bahnhof"))
        }
        XCTAssertThrowsError(try StopResolver().resolve("   ", in: try OriginalData.load().stops))
    }

    func testAliases() throws {
        let stops = try OriginalData.load().stops
        let resolver = StopResolver(aliases: ["home": "2", "uni": "Uni Süd", "loop": "@home", "Doctor": "markt"])
        XCTAssertEqual(try resolver.resolve("@home", in: stops).name, "Brunnen")
        XCTAssertEqual(try resolver.resolve("@uni", in: stops).id, 6)
        XCTAssertEqual(try resolver.resolve("@doctor", in: stops).id, 4)
        XCTAssertThrowsError(try resolver.resolve("@work", in: stops)) { error in
            XCTAssertEqual(error as? ClientError, .unknownAlias("work"))
        }
        XCTAssertThrowsError(try resolver.resolve("@loop", in: stops)) { error in
            XCTAssertEqual(error as? ClientError, .unknownAlias("loop"))
        }
    }
}
