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
            return ProcessSoakServerRequest(id: id, deviceId: stop["deviceId"] as? String, name: name(of: stop))
        }
    }

    /// `info.name`, or the name inside the `userInfo` text when `info` is missing.
    private static func name(of stop: [String: Any]) -> String? {
        if let info = stop["info"] as? [String: Any], let name = info["name"] as? String { return name }
        guard let text = stop["userInfo"] as? String,
            let info = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        else { return nil }
        return info["name"] as? String
    }
}
