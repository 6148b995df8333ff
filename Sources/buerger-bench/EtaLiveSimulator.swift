import CitizenClient
import Foundation

/// A `buerger-sim` process with its fleet at a raised speed, for `buerger-bench eta-live`: started
/// and stopped here, asked through `/sim/` only (the clock, the positions it serves, and the plan each
/// bus drives, which is the truth estimates are scored against).
final class EtaLiveSimulator {
    private let process = Process()
    private(set) var restRoot = ""
    private let transport = SchemeRoutingTransport(timeouts: TransportTimeouts(seconds: 10), environment: [:])
    /// Real instant and simulated instant of the last clock reading, and the speed: the simulated now is
    /// extrapolated between readings (the simulator's clock runs at exactly that speed).
    private var anchor: (real: Date, simulated: Date) = (Date(), Date())
    let speed: Double

    init(
        binary: String, data: String, seed: UInt64, start: String, speed: Double, pickupHabit: String, work: URL
    ) throws {
        self.speed = speed
        let out = work.appendingPathComponent("sim.out")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
            "--host", "127.0.0.1", "--port", "0", "--data", data, "--seed", String(seed), "--start", start,
            "--speed", String(speed), "--accept-rate", "1", "--no-show-rate", "0", "--decide-after", "60",
            "--pickup-habit", pickupHabit,
        ]
        process.environment = ["PATH": "/usr/bin:/bin", "TZ": "Europe/Berlin"]
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<300 {
            if let text = try? String(contentsOf: out, encoding: .utf8),
                let line = text.split(separator: "\n").first, line.hasPrefix("listening on ")
            {
                restRoot = String(line.dropFirst("listening on ".count))
                break
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        guard !restRoot.isEmpty else {
            stop()
            throw BenchmarkUsageError(message: "buerger-sim did not start (--data \(data))")
        }
        try readClock()
    }

    deinit { stop() }

    func stop() {
        guard process.isRunning else { return }
        process.interrupt()
        process.waitUntilExit()
    }

    /// The simulated now.
    var now: Date { anchor.simulated.addingTimeInterval(speed * Date().timeIntervalSince(anchor.real)) }

    func readClock() throws {
        let answer = try get("/sim/clock")
        guard let millis = (answer["epochMillis"] as? NSNumber)?.doubleValue else {
            throw BenchmarkUsageError(message: "/sim/clock has no epochMillis")
        }
        anchor = (Date(), Date(timeIntervalSince1970: millis / 1000))
    }

    /// Moves the simulated clock to `date` (the fleet catches up before the answer).
    func set(_ date: Date) throws {
        let body = Data("{\"set\": \(Int64(date.timeIntervalSince1970 * 1000))}".utf8)
        _ = try exchange(.post, "/sim/clock", body: body)
        try readClock()
    }

    /// An accepted pick-up as the server holds it.
    struct Accepted {
        let lineId: Int64
        let busId: Int64
        let location: Coordinate
    }

    /// Every bus's last position as E7 serves it now, and the accepted pick-ups (`GET /sim/state`).
    func snapshot() -> (positions: [Int64: Coordinate], accepted: [Int64: Accepted]) {
        guard let state = try? get("/sim/state") else { return ([:], [:]) }
        var positions: [Int64: Coordinate] = [:]
        for row in state["positions"] as? [[String: Any]] ?? [] {
            guard let bus = (row["busId"] as? NSNumber)?.int64Value, let point = Self.point(row["position"]) else {
                continue
            }
            positions[bus] = point
        }
        var accepted: [Int64: Accepted] = [:]
        for row in state["customStops"] as? [[String: Any]] ?? [] {
            guard (row["status"] as? NSNumber)?.intValue == 2, let id = (row["id"] as? NSNumber)?.int64Value,
                let line = (row["lineId"] as? NSNumber)?.int64Value,
                let bus = (row["acceptingBus"] as? NSNumber)?.int64Value, let point = Self.point(row["location"])
            else { continue }
            accepted[id] = Accepted(lineId: line, busId: bus, location: point)
        }
        return (positions, accepted)
    }

    /// A GeoJSON point (`[lon, lat]`).
    private static func point(_ value: Any?) -> Coordinate? {
        guard let pair = (value as? [String: Any])?["coordinates"] as? [NSNumber], pair.count == 2 else { return nil }
        return Coordinate(latitude: pair[1].doubleValue, longitude: pair[0].doubleValue)
    }

    /// The plan bus `busId` drives on the simulated day (`GET /sim/plan/{id}`).
    func plan(busId: Int64) -> EtaLiveTruth.Plan? {
        guard let answer = try? get("/sim/plan/\(busId)") else { return nil }
        let arrivals = (answer["arrivals"] as? [[String: Any]] ?? []).compactMap { row -> EtaLiveTruth.Visit? in
            guard let stop = (row["stopId"] as? NSNumber)?.int64Value, let run = (row["run"] as? NSNumber)?.intValue,
                let scheduled = EtaLiveTime.parse(row["scheduled"]), let arrival = EtaLiveTime.parse(row["arrival"]),
                let departure = EtaLiveTime.parse(row["departure"])
            else { return nil }
            return EtaLiveTruth.Visit(
                run: run, stopId: stop, scheduled: scheduled, arrival: arrival, departure: departure)
        }
        var reached: [Int64: Date] = [:]
        var left: [Int64: Date] = [:]
        for row in answer["detourVisits"] as? [[String: Any]] ?? [] {
            guard let id = (row["requestId"] as? NSNumber)?.int64Value else { continue }
            reached[id] = EtaLiveTime.parse(row["reached"])
            left[id] = EtaLiveTime.parse(row["left"])
        }
        return EtaLiveTruth.Plan(busId: busId, visits: arrivals, reached: reached, left: left)
    }

    private func get(_ path: String) throws -> [String: Any] {
        try exchange(.get, path, body: nil)
    }

    private func exchange(_ method: HTTPRequestData.Method, _ path: String, body: Data?) throws -> [String: Any] {
        let root = restRoot.replacingOccurrences(of: "/services/rest", with: "")
        guard let url = URL(string: root + path) else { throw BenchmarkUsageError(message: "no URL for \(path)") }
        let response = try transport.send(
            HTTPRequestData(
                method: method, url: url, headers: body == nil ? [:] : ["Content-Type": "application/json"],
                body: body))
        guard response.status == 200,
            let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        else { throw BenchmarkUsageError(message: "\(path): status \(response.status)") }
        return object
    }
}
