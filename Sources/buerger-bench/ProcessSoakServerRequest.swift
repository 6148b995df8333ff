import CitizenClient
import Foundation

/// Every custom stop the simulator holds, whichever device sent it, read from `GET /sim/state`.
/// The soak cannot read them per device (`?deviceId=`): a parallel first run may have sent one under
/// a device id that its installation's `device-id` file no longer holds, and that is what it counts.
struct ProcessSoakServerRequest {
    var id: Int64
    var deviceId: String?
    /// The name sent, which the soak makes unique per intent; nil when the server cannot read it back.
    var name: String?
    /// What the sheets' count compares with the rows: lifecycle code (1 pending, 2 accepted,
    /// 6 cancelled, …), pick-up time in epoch milliseconds, persons, and the help codes sent.
    var status: Int?
    var pickUpTime: Int64?
    var persons: Int?
    var assistance: [Int] = []

    static func readAll(restRoot: String) throws -> [ProcessSoakServerRequest] {
        guard let url = URL(string: restRoot + "/sim/state") else {
            throw BenchmarkUsageError(message: "no URL for \(restRoot)/sim/state")
        }
        let transport = SchemeRoutingTransport(timeouts: TransportTimeouts(seconds: 10), environment: [:])
        var problem = ""
        for _ in 0..<10 {
            do {
                let response = try transport.send(HTTPRequestData(method: .get, url: url))
                guard response.status == 200 else {
                    problem = "status \(response.status)"
                    continue
                }
                return try decode(response.body)
            } catch {
                problem = String(describing: error)
            }
            Thread.sleep(forTimeInterval: 0.3)
        }
        throw BenchmarkUsageError(message: "cannot read the server's requests from \(url.absoluteString): \(problem)")
    }

    private static func decode(_ body: Data) throws -> [ProcessSoakServerRequest] {
        guard let document = try JSONSerialization.jsonObject(with: body) as? [String: Any],
            let stops = document["customStops"] as? [[String: Any]]
        else { throw BenchmarkUsageError(message: "/sim/state has no customStops list") }
        return stops.compactMap { stop in
            guard let id = (stop["id"] as? NSNumber)?.int64Value else { return nil }
            let info = info(of: stop)
            return ProcessSoakServerRequest(
                id: id, deviceId: stop["deviceId"] as? String, name: info?["name"] as? String,
                status: (stop["status"] as? NSNumber)?.intValue,
                pickUpTime: (stop["pickUpTime"] as? NSNumber)?.int64Value,
                persons: (stop["numberOfPersons"] as? NSNumber)?.intValue,
                assistance: (info?["assistance"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue })
        }
    }

    /// `info`, or the object inside the `userInfo` text when `info` is missing.
    private static func info(of stop: [String: Any]) -> [String: Any]? {
        if let info = stop["info"] as? [String: Any], info["name"] is String { return info }
        guard let text = stop["userInfo"] as? String else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }
}
