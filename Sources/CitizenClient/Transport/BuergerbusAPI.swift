import Foundation

/// The original server's endpoints (wire-contract §4) as typed calls. Turns transport failures,
/// error statuses and unreadable bodies into `ClientError`s.
public struct BuergerbusAPI {
    public let server: ServerAddress
    let transport: HTTPTransport
    let userAgent: String

    public init(
        server: ServerAddress, transport: HTTPTransport,
        userAgent: String = "buerger/\(BuergerVersion.current)"
    ) {
        self.server = server
        self.transport = transport
        self.userAgent = userAgent
    }

    /// E4 stops with their timetables; `body` is returned too so the cache can keep it verbatim.
    public func stops() throws -> (list: StampedList<Stop>, body: Data) {
        let body = try get("stops/")
        return (try WireDecoder.stops(body, path: "/stops/"), body)
    }

    public func lines() throws -> (list: StampedList<Line>, body: Data) {
        let body = try get("lines/")
        return (try WireDecoder.lines(body, path: "/lines/"), body)
    }

    public func busses() throws -> (list: StampedList<Bus>, body: Data) {
        let body = try get("busses/")
        return (try WireDecoder.busses(body, path: "/busses/"), body)
    }

    public func routes() throws -> (list: StampedList<Route>, body: Data) {
        let body = try get("routes/")
        return (try WireDecoder.routes(body, path: "/routes/"), body)
    }

    /// E6: the four latest-change stamps.
    public func updateStamps() throws -> UpdateStamps {
        try WireDecoder.updateStamps(try get("update/"), path: "/update/")
    }

    /// E7: position and seats of one bus; nil when the server has none (204).
    public func busPosition(busId: Int64) throws -> BusPosition? {
        let path = "busses/\(busId)/"
        return try WireDecoder.busPosition(try get(path), path: "/" + path)
    }

    /// E5: the bare timetable.
    public func schedules() throws -> [ScheduleEntry] {
        try WireDecoder.schedules(try get("schedules/"), path: "/schedules/")
    }

    /// E11 branch 1 (with a device) or 4: the request with this id, or nil when there is none.
    public func customStop(id: Int64, deviceId: String?) throws -> CustomStop? {
        var query = [URLQueryItem(name: "requestId", value: String(id))]
        if let deviceId, !deviceId.isEmpty { query.append(URLQueryItem(name: "deviceId", value: deviceId)) }
        return try Self.requestList(try get("customStops", query: query)).first
    }

    /// E11 branch 2: every request of one device.
    public func customStops(deviceId: String) throws -> [CustomStop] {
        let body = try get("customStops", query: [URLQueryItem(name: "deviceId", value: deviceId)])
        return try Self.requestList(body)
    }

    /// E11 with a request id or a device id always answers a JSON list, `[]` when there is none; only
    /// the no-parameter branch answers 204. So an empty answer here is no answer: reading it as "no
    /// requests" would make the sender file a request a second time after a lost answer.
    static func requestList(_ body: Data) throws -> [CustomStop] {
        guard !WireDecoder.isBlank(body) else {
            throw ClientError.badResponse(path: "/customStops", problem: .emptyRequestList)
        }
        return try WireDecoder.customStops(body, path: "/customStops")
    }

    /// E10: stores a new request. Nil when the server did not accept it (it answers 204 when storing
    /// fails, e.g. an unknown line or a device id over 50 characters).
    public func createCustomStop(_ draft: CustomStopDraft) throws -> CustomStop? {
        let body = try post("customStops", json: draft.json)
        if WireDecoder.isBlank(body) { return nil }
        return try WireDecoder.customStop(body, path: "/customStops")
    }

    /// E12 with status 6: cancel a request. The server answers 200 even when it changed nothing,
    /// so callers re-read the request to confirm.
    public func cancelCustomStop(id: Int64) throws {
        _ = try post("customStops/\(id)", json: Data("{\"status\":6}".utf8))
    }

    /// Sends GET and returns the body of a 2xx answer (empty for 204).
    func get(_ path: String, query: [URLQueryItem] = []) throws -> Data {
        let url = server.endpoint(path, query: query)
        let request = HTTPRequestData(
            method: .get, url: url,
            headers: ["User-Agent": userAgent, "Accept": "application/json"])
        return try exchange(request, path: "/" + path)
    }

    /// Sends a JSON POST (the server answers 415 without the content type).
    func post(_ path: String, json: Data) throws -> Data {
        try exchange(postRequest(path, json: json), path: "/" + path)
    }

    /// The JSON POST as sent; also used where the raw answer matters (exactly-once creation).
    func postRequest(_ path: String, json: Data) -> HTTPRequestData {
        HTTPRequestData(
            method: .post, url: server.endpoint(path),
            headers: [
                "User-Agent": userAgent, "Accept": "application/json",
                "Content-Type": "application/json; charset=utf-8",
            ],
            body: json)
    }

    private func exchange(_ request: HTTPRequestData, path: String) throws -> Data {
        let response: HTTPResponseData
        do {
            response = try transport.send(request)
        } catch let failure as TransportFailure {
            switch failure {
            case .timedOut(let seconds):
                throw ClientError.timedOut(server: server.description, seconds: seconds)
            case .cannotConnect(let problem), .connectionLost(let problem), .other(let problem):
                throw ClientError.serverUnreachable(server: server.description, problem: problem)
            case .incompleteAnswer(let problem):
                throw ClientError.badResponse(path: path, problem: .cutOff(problem))
            case .redirected(let status, let location):
                throw ClientError.serverMoved(status: status, path: path, location: location)
            }
        }
        guard (200..<300).contains(response.status) else {
            throw ClientError.serverError(
                status: response.status, path: path,
                message: WireDecoder.serverError(response.body)?.message)
        }
        return response.status == 204 ? Data() : response.body
    }
}
