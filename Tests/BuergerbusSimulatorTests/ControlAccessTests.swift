import XCTest

@testable import BuergerbusSimulator

/// `/sim/` answers only programs on this machine (docs/simulator.md, "Who may use /sim/"): a web page
/// could POST `text/plain` or form bodies to it, and a DNS-rebinding page could read `/sim/state`.
final class ControlAccessTests: XCTestCase {
    func testLoopbackHostsAndOrigins() {
        for host in ["localhost", "LOCALHOST:8080", "127.0.0.1", "127.0.0.1:39913", "127.1.2.3", "[::1]", "[::1]:8080"]
        {
            XCTAssertTrue(ControlAccess.isLoopbackAuthority(host), host)
        }
        for host in [
            "", "evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example",
            "128.0.0.1", "127.0.0.256", "127.0.0", "10.0.0.1", "[::2]", "[::1]x", "127.0.0.1:", "127.0.0.1:99999",
            "0.0.0.0", "[::ffff:7f00:1]x",
        ] {
            XCTAssertFalse(ControlAccess.isLoopbackAuthority(host), host)
        }
        XCTAssertTrue(ControlAccess.isLoopbackOrigin("http://localhost:5173"))
        XCTAssertTrue(ControlAccess.isLoopbackOrigin("https://127.0.0.1"))
        for origin in ["null", "http://evil.example", "file://", "ftp://localhost", "http://127.0.0.1.nip.io"] {
            XCTAssertFalse(ControlAccess.isLoopbackOrigin(origin), origin)
        }
    }

    func testBodiesAWebPageCanSendUnaskedAreRefusedAndChangeNothing() throws {
        let simulator = try RunningSimulator()
        for contentType in [
            "text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x", "*/*", "application/*",
        ] {
            let answer = try simulator.send(
                "POST", "/sim/faults", body: #"{"spec":"500"}"#, headers: [("Content-Type", contentType)])
            XCTAssertEqual(answer.status, 415, contentType)
            XCTAssertEqual(answer.header("content-type"), "application/json")
            XCTAssertNotNil(parse(answer)?["error"], contentType)
        }
        XCTAssertEqual(try simulator.send("POST", "/sim/faults", headers: []).status, 415, "no type, no body")
        XCTAssertEqual(
            try simulator.send("POST", "/sim/clock", body: #"{"advance":3600}"#, headers: []).status, 415)
        XCTAssertEqual(parse(try simulator.send("GET", "/sim/faults"))?["spec"], .string(""))
        XCTAssertEqual(
            parse(try simulator.send("GET", "/sim/clock"))?["now"], .string("2016-07-21T08:00:00.000Z"))
        let declared = try simulator.send(
            "POST", "/sim/faults", body: #"{"spec":"500:next=1"}"#,
            headers: [("Content-Type", "application/json; charset=utf-8")])
        XCTAssertEqual(declared.status, 200)
    }

    func testOnlyLoopbackHostNamesReachSimEvenForReading() throws {
        let simulator = try RunningSimulator()
        // A DNS-rebinding page sends its own name; the request reaches 127.0.0.1 all the same.
        for host in ["rebind.evil.example", "rebind.evil.example:\(simulator.port)", "192.168.1.20:\(simulator.port)"] {
            for path in ["/sim/state", "/sim/clock", "/services/rest/sim/state"] {
                let answer = try simulator.send("GET", path, headers: [("Host", host)])
                XCTAssertEqual(answer.status, 421, "\(host) \(path)")
                XCTAssertNotNil(parse(answer)?["error"])
                XCTAssertFalse(answer.bodyText.contains("customStops"))
            }
        }
        let changed = try simulator.send(
            "POST", "/sim/faults", body: #"{"spec":"500"}"#,
            headers: [("Host", "rebind.evil.example"), ("Content-Type", "application/json")])
        XCTAssertEqual(changed.status, 421)
        XCTAssertEqual(parse(try simulator.send("GET", "/sim/faults"))?["spec"], .string(""))
        for host in ["localhost:\(simulator.port)", "127.0.0.1:\(simulator.port)", "[::1]:\(simulator.port)"] {
            XCTAssertEqual(try simulator.send("GET", "/sim/state", headers: [("Host", host)]).status, 200, host)
        }
    }

    func testForeignOriginsAreRefused() throws {
        let simulator = try RunningSimulator()
        for origin in ["http://evil.example", "null", "https://localhost.evil.example"] {
            let reading = try simulator.send("GET", "/sim/state", headers: [("Origin", origin)])
            XCTAssertEqual(reading.status, 403, origin)
            let changing = try simulator.send(
                "POST", "/sim/customStops/1", body: #"{"action":"cancel"}"#,
                headers: [("Origin", origin), ("Content-Type", "application/json")])
            XCTAssertEqual(changing.status, 403, origin)
        }
        XCTAssertEqual(
            try simulator.send("GET", "/sim/state", headers: [("Origin", "http://localhost:5173")]).status, 200)
    }

    func testTheOriginalAPIIsNotGuarded() throws {
        let simulator = try RunningSimulator()
        let plain = try simulator.get("/lines")
        let foreign = try simulator.get(
            "/lines", headers: [("Host", "rebind.evil.example"), ("Origin", "http://evil.example")])
        XCTAssertEqual(foreign.status, 200)
        XCTAssertEqual(foreign.body, plain.body)
        // The original's own 415 (a CXF error body), not the /sim/ one.
        let form = try simulator.post(
            "/customStops", "a=b", headers: [("Content-Type", "application/x-www-form-urlencoded")])
        XCTAssertEqual(form.status, 415)
        XCTAssertNil(parse(form)?["error"])
    }
}
