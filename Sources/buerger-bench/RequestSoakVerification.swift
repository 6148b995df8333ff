import CitizenClient
import Foundation

/// After the run, with faults cleared: reads every device's requests back from the server and counts,
/// per intent, how many the server holds. Zero stored while the sender said "stored" (or failed
/// without saying "unsent") is a lost request; more than one is a duplicate.
struct RequestSoakVerification {
    var lost = 0
    /// Unsent at the deadline, as the sender reported (the citizen was told, exit 7).
    var unsentAtDeadline = 0
    /// Unsent by the sender's account, yet on the server: not lost, but the journal still says unsent.
    var unsentButStored = 0
    var duplicated = 0
    /// Stored as a different id than the sender reported.
    var wrongId = 0
    /// Requests of a soak device that match no intent.
    var strays = 0
    var readFailures: [String] = []

    /// The fields the soak makes distinct per intent of one device (the name and place are shared).
    private struct IntentKey: Hashable {
        var lineId: Int64
        var pickUpSecond: Int64
        var persons: Int
    }

    static func verify(_ clients: [RequestSoakClient], api: BuergerbusAPI) -> RequestSoakVerification {
        var result = RequestSoakVerification()
        for client in clients {
            guard let stored = readBack(deviceId: client.deviceId, api: api, failures: &result.readFailures) else {
                continue
            }
            var byKey: [IntentKey: [CustomStop]] = [:]
            for stop in stored {
                guard let lineId = stop.lineId, let pickUp = stop.pickUpTime, let persons = stop.numberOfPersons else {
                    result.strays += 1
                    continue
                }
                byKey[IntentKey(lineId: lineId, pickUpSecond: second(pickUp), persons: persons), default: []].append(
                    stop)
            }
            var matched = 0
            for sent in client.sent {
                let key = IntentKey(
                    lineId: sent.intent.lineId, pickUpSecond: second(sent.intent.pickUpTime),
                    persons: sent.intent.persons)
                let copies = byKey[key] ?? []
                matched += copies.count
                if copies.count > 1 { result.duplicated += 1 }
                switch sent.outcome {
                case .unsent:
                    result.unsentAtDeadline += 1
                    if !copies.isEmpty { result.unsentButStored += 1 }
                case .stored(let requestId, _, _, _):
                    if copies.isEmpty { result.lost += 1 }
                    if copies.count == 1, copies.first?.id != requestId { result.wrongId += 1 }
                case .failed:
                    if copies.isEmpty { result.lost += 1 }
                }
            }
            result.strays += max(0, stored.count - matched)
        }
        return result
    }

    /// GET ?deviceId= with a few tries; nil (and a note) when the server cannot be read.
    private static func readBack(deviceId: String, api: BuergerbusAPI, failures: inout [String]) -> [CustomStop]? {
        var lastError = ""
        for _ in 0..<5 {
            do {
                return try api.customStops(deviceId: deviceId)
            } catch {
                lastError = String(describing: error)
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        failures.append("\(deviceId): \(lastError)")
        return nil
    }

    private static func second(_ date: Date) -> Int64 {
        Int64(exactly: date.timeIntervalSince1970.rounded(.down)) ?? 0
    }
}

/// `/sim/faults` on the simulator under test (not part of the original server).
enum SimulatorFaults {
    /// Replaces the faults; a few tries, because a simulator with all its connections busy answers 503.
    static func set(_ spec: String, server: ServerAddress) throws {
        let transport = SchemeRoutingTransport(
            timeouts: TransportTimeouts(seconds: 5), environment: ProcessInfo.processInfo.environment)
        let body = try JSONSerialization.data(withJSONObject: ["spec": spec])
        let url = server.restRoot.appendingPathComponent("sim").appendingPathComponent("faults")
        let request = HTTPRequestData(
            method: .post, url: url,
            headers: ["Content-Type": "application/json", "Connection": "close"], body: body)
        var lastProblem = ""
        for _ in 0..<20 {
            do {
                let response = try transport.send(request)
                if response.status == 200 { return }
                lastProblem = "status \(response.status): \(String(decoding: response.body, as: UTF8.self))"
                if response.status == 400 { break }
            } catch {
                lastProblem = String(describing: error)
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw BenchmarkUsageError(message: "cannot set the simulator's faults at \(url.absoluteString): \(lastProblem)")
    }
}
