import Foundation
import XCTest

@testable import BuergerbusSimulator

/// A whole simulator on a free port for one test, spoken to over a real socket.
final class RunningSimulator {
    /// 2016-07-21 08:00:00 UTC: a fixed, known start.
    static let fixedStart = Date(timeIntervalSince1970: 1_469_088_000)

    let server: SimulatorServer
    let port: UInt16

    init(
        data: MasterData = OriginalMasterData.masterData(), faults: String = "", stateFile: String? = nil,
        start: Date = RunningSimulator.fixedStart, runsFleet: Bool = false
    ) throws {
        let configuration = SimulatorConfiguration(
            host: "127.0.0.1", port: 0, masterData: data, start: start,
            speed: 0, seed: 7, faults: faults, stateFile: stateFile,
            runsFleet: runsFleet)
        server = try SimulatorServer(configuration: configuration)
        port = try server.start()
    }

    deinit { server.stop() }

    /// Sends one request on a fresh connection and reads the answer.
    func send(
        _ method: String, _ target: String, body: String? = nil,
        headers: [(String, String)] = [("Content-Type", "application/json")]
    ) throws -> TestHTTPResponse {
        let connection = try RawTestConnection(port: port)
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((body ?? "").utf8)
        if body != nil { head += "Content-Length: \(bytes.count)\r\n" }
        connection.send(Array((head + "\r\n").utf8) + bytes)
        return try connection.readResponse(expectBody: method != "HEAD")
    }

    func get(_ path: String, headers: [(String, String)] = []) throws -> TestHTTPResponse {
        try send("GET", Endpoint.prefix + path, headers: headers)
    }

    func post(
        _ path: String, _ body: String,
        headers: [(String, String)] = [("Content-Type", "application/json")]
    ) throws -> TestHTTPResponse {
        try send("POST", Endpoint.prefix + path, body: body, headers: headers)
    }

    /// POSTs a custom stop and returns its new id.
    func createCustomStop(
        lineId: Int = 1, deviceId: String = "dev", name: String = "John", address: String = "Doe",
        assistance: String = "[3,5]"
    ) throws -> Int64 {
        let body =
            #"{"lineId":\#(lineId),"pickUpTime":1469095200,"location":{"type":"Point","coordinates":[7.60141,49.209371]},"numberOfPersons":2,"deviceId":"\#(deviceId)","info":{"name":"\#(name)","address":"\#(address)","assistance":\#(assistance)}}"#
        let response = try post("/customStops", body)
        guard response.status == 200, case .integer(let id)? = parse(response)?["id"] else {
            throw RawTestError("creating a custom stop answered \(response.status) \(response.bodyText)")
        }
        return id
    }
}

/// Parses a body the way the tests compare it: as JSON values, key order aside.
func parse(_ response: TestHTTPResponse) -> RequestJSON? {
    RequestJSON.parse(Data(response.body))
}

func parse(_ text: String) -> RequestJSON? {
    RequestJSON.parse(Data(text.utf8))
}

/// The first element of a JSON array.
func first(_ json: RequestJSON?) -> RequestJSON? {
    guard case .array(let items)? = json else { return nil }
    return items.first
}

func count(_ json: RequestJSON?) -> Int? {
    guard case .array(let items)? = json else { return nil }
    return items.count
}

/// The original's recorded answers, kept next to the tests.
enum OriginalFixture {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/original/\(name).json")
        return Array(try Data(contentsOf: url))
    }

    static func json(_ name: String) throws -> RequestJSON? {
        RequestJSON.parse(Data(try bytes(name)))
    }
}

extension RequestJSON {
    /// A copy with one member replaced (for fields that depend on the clock).
    func replacing(_ key: String, with value: RequestJSON) -> RequestJSON {
        guard case .object(var members) = self else { return self }
        members[key] = value
        return .object(members)
    }
}
