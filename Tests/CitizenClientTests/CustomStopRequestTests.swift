import XCTest

@testable import CitizenClient

final class CustomStopRequestTests: XCTestCase {
    private func draft(name: String? = "Emma \"Oma\" Meier", lat: Double = 49.0, lon: Double = 7.0) -> CustomStopDraft {
        CustomStopDraft(
            lineId: 1, pickUpTime: Date(timeIntervalSince1970: 1_469_095_200.9),
            location: Coordinate(latitude: lat, longitude: lon), numberOfPersons: 2, deviceId: "dev-1",
            passenger: PassengerInfo(name: name, address: nil, assistance: [1, 0]))
    }

    func testBodyHasFractionalCoordinatesSecondsAndEveryInfoField() throws {
        let text = String(decoding: draft().json, as: UTF8.self)
        XCTAssertTrue(text.contains(#""coordinates":[7.0,49.0]"#), text)
        XCTAssertTrue(text.contains(#""pickUpTime":1469095200,"#), text)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: draft().json) as? [String: Any])
        let info = try XCTUnwrap(object["info"] as? [String: Any])
        XCTAssertEqual(info["name"] as? String, "Emma \"Oma\" Meier")
        XCTAssertEqual(info["address"] as? String, "")
        XCTAssertEqual(info["assistance"] as? [Int], [1, 0])
        XCTAssertEqual(CustomStopDraft.decimal(7.608858346939087), "7.608858347")
        XCTAssertEqual(CustomStopDraft.decimal(-3.4), "-3.4")
        XCTAssertEqual(CustomStopDraft.quoted("a\u{1}b"), "\"a\\u0001b\"")
    }

    func testCreatePostsJSONAndReadsTheAnswerOr204() throws {
        let transport = InMemoryTransport { request in
            XCTAssertEqual(request.method, .post)
            XCTAssertEqual(request.headers["Content-Type"], "application/json; charset=utf-8")
            return HTTPResponseData(status: 200, body: try Fixtures.data("customstop-created.json"))
        }
        let api = BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: transport)
        XCTAssertEqual(try api.createCustomStop(draft())?.id, 10_000_000)
        XCTAssertEqual(InMemoryTransport.apiPath(try XCTUnwrap(transport.requests.first).url), "customStops")

        let refusing = BuergerbusAPI(
            server: try ServerAddress(ServerAddress.defaultURL),
            transport: InMemoryTransport { _ in HTTPResponseData(status: 204) })
        XCTAssertNil(try refusing.createCustomStop(draft()))
    }

    func testCancelAndQueries() throws {
        let transport = InMemoryTransport { request in
            if request.method == .post { return HTTPResponseData(status: 200) }
            return HTTPResponseData(status: 200, body: try Fixtures.data("customstops-by-device.json"))
        }
        let api = BuergerbusAPI(server: try ServerAddress(ServerAddress.defaultURL), transport: transport)
        try api.cancelCustomStop(id: 10_000_000)
        XCTAssertEqual(transport.requests.first?.body, Data(#"{"status":6}"#.utf8))
        XCTAssertEqual(try api.customStop(id: 10_000_000, deviceId: "SOAPUItestDevice")?.status, 2)
        XCTAssertEqual(transport.requests.last?.url.query, "requestId=10000000&deviceId=SOAPUItestDevice")
        XCTAssertEqual(try api.customStops(deviceId: "SOAPUItestDevice").count, 1)
    }
}
