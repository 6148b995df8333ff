import XCTest

@testable import BuergerbusSimulator

/// The status codes of wire-contract §3 and the body rules of §4.8–§4.12.
final class ConformanceStatusCodeTests: XCTestCase {
    private var simulator: RunningSimulator!

    override func setUpWithError() throws { simulator = try RunningSimulator() }
    override func tearDown() { simulator = nil }

    private func assertError(
        _ response: TestHTTPResponse, _ status: Int, code: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(response.status, status, response.bodyText, file: file, line: line)
        XCTAssertEqual(parse(response)?["code"], .string(code), file: file, line: line)
    }

    func testCXFErrors() throws {
        assertError(try simulator.get("/nothing"), 404, code: "404")
        XCTAssertEqual(parse(try simulator.get("/nothing"))?["message"], .string("HTTP 404 Not Found"))
        let wrongMethod = try simulator.post("/lines", "{}")
        assertError(wrongMethod, 405, code: "405")
        XCTAssertEqual(wrongMethod.header("allow"), "GET,HEAD,OPTIONS")
        assertError(try simulator.get("/customStops/5"), 405, code: "405")
        assertError(try simulator.post("/updateBusStatus", #"{"busId":1}"#, headers: []), 415, code: "415")
        assertError(
            try simulator.post("/updateBusStatus", #"{"busId":1}"#, headers: [("Content-Type", "text/plain")]),
            415, code: "415")
        XCTAssertEqual(
            try simulator.post(
                "/updateBusStatus", #"{"busId":1,"lineId":1}"#,
                headers: [("Content-Type", "application/json; charset=UTF-8")]
            ).status, 200)
        assertError(try simulator.get("/lines", headers: [("Accept", "text/html")]), 406, code: "406")
        XCTAssertEqual(
            try simulator.get("/lines", headers: [("Accept", "text/html, application/json;q=0.9")]).status, 200)
        XCTAssertEqual(try simulator.get("/lines", headers: [("Accept", "*/*")]).status, 200)
    }

    func testCustomStopQueryBranches() throws {
        XCTAssertEqual(try simulator.get("/customStops").status, 204)
        XCTAssertEqual(try simulator.get("/customStops?lineId=1").status, 204)
        XCTAssertEqual(try simulator.get("/customStops?busId=1").status, 204)
        XCTAssertEqual(try simulator.get("/customStops?deviceId=").status, 204)
        assertError(try simulator.get("/customStops?requestId="), 404, code: "404")
        assertError(try simulator.get("/customStops?requestId=abc"), 404, code: "404")
        XCTAssertEqual(try simulator.get("/customStops?requestId=1&deviceId=8").bodyText, "[]")
        XCTAssertEqual(count(parse(try simulator.get("/customStops?requestId=1&deviceId=7"))), 1)
        XCTAssertEqual(count(parse(try simulator.get("/customStops?requestId=1"))), 1)
        // Branch 2 wins over branch 3 and 4.
        XCTAssertEqual(try simulator.get("/customStops?deviceId=none&lineId=1&busId=1").bodyText, "[]")
        assertError(try simulator.post("/customStops/abc", #"{"status":6}"#), 404, code: "404")
    }

    func testRealTimeDataRules() throws {
        func position(_ bus: Int) throws -> String { try simulator.get("/busses/\(bus)").bodyText }
        let before = try position(1)
        assertError(
            try simulator.post("/realTimeData", #"{"busId":1,"position":{"coordinates":[15,-3.4]},"takenSeats":1}"#),
            500, code: "TechnicalError")
        assertError(
            try simulator.post(
                "/realTimeData", #"{"busId":1.0,"position":{"coordinates":[15.0,-3.4]},"takenSeats":1}"#),
            500, code: "TechnicalError")
        assertError(
            try simulator.post(
                "/realTimeData", #"{"busId":1,"position":{"coordinates":[15.0,-3.4]},"takenSeats":1.0}"#),
            500, code: "TechnicalError")
        assertError(try simulator.post("/realTimeData", ""), 500, code: "TechnicalError")
        // Over capacity: nothing changes, not even the position, and the answer is still 200.
        XCTAssertEqual(
            try simulator.post("/realTimeData", #"{"busId":1,"position":{"coordinates":[15.0,-3.4]},"takenSeats":11}"#)
                .status, 200)
        XCTAssertEqual(try position(1), before)
        // -1: position only; a numeric string id is fine.
        XCTAssertEqual(
            try simulator.post(
                "/realTimeData", #"{"busId":"1","position":{"coordinates":[15.0,-3.4]},"takenSeats":-1}"#
            ).status, 200)
        XCTAssertEqual(
            try position(1),
            #"{"delay":0,"busId":1,"takenSeats":2,"timestamp":1098181434000,"position":{"type":"Point","coordinates":[15.0,-3.4]}}"#
        )
        // Unknown bus: 200, no row inserted.
        XCTAssertEqual(
            try simulator.post("/realTimeData", #"{"busId":9,"position":{"coordinates":[15.0,-3.4]},"takenSeats":1}"#)
                .status, 200)
        XCTAssertEqual(try simulator.get("/busses/9").status, 204)
    }

    func testUpdateBusStatusRules() throws {
        assertError(try simulator.post("/updateBusStatus", ""), 500, code: "TechnicalError")
        assertError(try simulator.post("/updateBusStatus", #"{"busId":"two"}"#), 500, code: "TechnicalError")
        XCTAssertEqual(try simulator.post("/updateBusStatus", #"{"busId":2.9,"lineId":"1"}"#).status, 200)
        XCTAssertEqual(parse(try simulator.get("/busses"))?["busses"].flatMap { first($0) }?["lineId"], .integer(1))
        XCTAssertEqual(try simulator.post("/updateBusStatus", #"{"busId":1}"#).status, 200)
        XCTAssertEqual(first(parse(try simulator.get("/busses"))?["busses"]).map { $0["lineId"] ?? .null }, .null)
        XCTAssertEqual(try simulator.post("/updateBusStatus", #"{"busId":77,"lineId":1}"#).status, 200)
    }

    func testCreateCustomStopFailures() throws {
        let good: [String: String] = [
            "lineId": "1", "pickUpTime": "1469095200", "location": #"{"type":"Point","coordinates":[7,49]}"#,
            "numberOfPersons": "1", "deviceId": #""d""#, "info": #"{"name":"a","address":"b","assistance":[1]}"#,
        ]
        func body(_ changes: [String: String?]) -> String {
            var fields = good
            for (key, value) in changes { fields[key] = value }
            return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
                + "}"
        }
        XCTAssertEqual(try simulator.post("/customStops", body([:])).status, 200)
        for missing in ["lineId", "pickUpTime", "location", "numberOfPersons", "deviceId", "info"] {
            assertError(try simulator.post("/customStops", body([missing: nil])), 500, code: "TechnicalError")
        }
        let serverErrors: [[String: String?]] = [
            ["lineId": "1.0"], ["location": #"{"coordinates":[7.1,49.2,100]}"#], ["numberOfPersons": #""x""#],
            ["info": #"{"name":"a","address":"b"}"#], ["info": #"{"name":"a","address":"b","assistance":[1.5]}"#],
            ["info": #"{"name":5,"address":"b","assistance":[]}"#],
            ["info": #"{"name":"a","address":"b","assistance":[3000000000]}"#],
        ]
        for change in serverErrors {
            assertError(try simulator.post("/customStops", body(change)), 500, code: "TechnicalError")
        }
        let notStored: [[String: String?]] = [
            ["lineId": "3"], ["pickUpTime": "1469095200.5"], ["pickUpTime": #""abc""#],
            ["deviceId": "\"" + String(repeating: "x", count: 51) + "\""],
        ]
        for change in notStored {
            let response = try simulator.post("/customStops", body(change))
            XCTAssertEqual(response.status, 204, "\(change)")
            XCTAssertEqual(response.body, [])
        }
        // Numbers as strings and a numeric deviceId are fine.
        let lenient = try simulator.post(
            "/customStops", body(["lineId": #""2""#, "deviceId": "42", "pickUpTime": #""1469095200""#]))
        XCTAssertEqual(lenient.status, 200)
        XCTAssertEqual(parse(lenient)?["deviceId"], .string("42"))
        XCTAssertEqual(parse(lenient)?["location"], parse(#"{"type":"Point","coordinates":[7.0,49.0]}"#))
    }

    func testCustomStopStatusBodyRules() throws {
        assertError(try simulator.post("/customStops/1", #"{"busId":1}"#), 500, code: "TechnicalError")
        assertError(try simulator.post("/customStops/1", #"{"status":{"a":1}}"#), 500, code: "TechnicalError")
        XCTAssertEqual(try simulator.post("/customStops/123456", #"{"status":2,"busId":1}"#).status, 200)
        // Accepting with a bus that does not exist: the foreign key rolls everything back.
        let rolledBack = try simulator.post("/customStops/1", #"{"status":2,"busId":99}"#)
        XCTAssertEqual(rolledBack.status, 500)
        XCTAssertEqual(rolledBack.body, [])
        XCTAssertEqual(first(parse(try simulator.get("/customStops?requestId=1")))?["status"], .integer(1))
    }

    func testNewIdsCountUpFromTenMillion() throws {
        XCTAssertEqual(try simulator.createCustomStop(), 10_000_000)
        XCTAssertEqual(try simulator.createCustomStop(), 10_000_001)
    }
}
