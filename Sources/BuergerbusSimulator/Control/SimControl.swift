import Foundation

/// The `/sim/` control API for tests and demos (not part of the original). Every change goes through
/// the same `ServerState` calls as E8, E9 and E12; answers are JSON; faults never apply here.
struct SimControl {
    let state: ServerState
    let clock: SimulatedClock
    let faults: FaultInjector
    let timeZone: TimeZone
    /// The plan each bus follows (the ground truth of `GET /sim/plan/{id}`); nil without a fleet.
    var plan: @Sendable (Int64, Date) -> TripPlan? = { _, _ in nil }
    /// Lets the fleet catch up with a moved clock before the answer goes out.
    let onClockChanged: @Sendable () -> Void

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        var path = request.path
        if path.hasSuffix("/") && path.count > 1 { path.removeLast() }
        let segments = path.split(separator: "/").map(String.init)
        switch (request.method, segments.dropFirst().first ?? "", segments.count) {
        case ("GET", "clock", 2): return clockAnswer()
        case ("POST", "clock", 2): return changeClock(request.body)
        case ("POST", "busses", 3): return setBus(segments[2], body: request.body)
        case ("POST", "customStops", 3): return actOnRequest(segments[2], body: request.body)
        case ("GET", "faults", 2): return faultsAnswer()
        case ("POST", "faults", 2): return setFaults(request.body)
        case ("DELETE", "faults", 2): return setFaults(Data("{\"spec\":\"\"}".utf8))
        case ("GET", "state", 2): return stateAnswer()
        case ("GET", "plan", 3): return planAnswer(segments[2])
        default: return Self.problem(404, "no such control endpoint: \(request.method) \(request.path)")
        }
    }

    // MARK: Clock

    private func clockAnswer() -> HTTPResponse {
        let now = clock.now
        return WireResponse.json(
            .object([
                WireMember("now", .string(SimTimeParsing.format(now))),
                WireMember("epochMillis", .int(ServerState.epochMillis(now))),
                WireMember("speed", .number(JavaNumberText.double(clock.currentSpeed))),
            ]))
    }

    /// Body: any of `{"set": ISO-8601 | "HH:MM" | epoch ms, "advance": seconds, "speed": factor}`.
    /// Everything is checked before anything changes; the resulting time must lie in `SimulatedClock.range`.
    private func changeClock(_ body: Data) -> HTTPResponse {
        guard let json = RequestJSON.parse(body), case .object = json else {
            return Self.problem(400, "body must be a JSON object")
        }
        var setTo: Date?
        if let set = json["set"] {
            switch set {
            case .integer(let millis): setTo = Date(timeIntervalSince1970: Double(millis) / 1000)
            case .string(let text): setTo = SimTimeParsing.parse(text, relativeTo: clock.now, timeZone: timeZone)
            default: setTo = nil
            }
            guard setTo != nil else {
                return Self.problem(400, "'set' must be an ISO 8601 time, HH:MM or epoch milliseconds")
            }
        }
        var advance: TimeInterval?
        if let value = json["advance"] {
            guard let seconds = Self.number(value), seconds.isFinite else {
                return Self.problem(400, "'advance' must be seconds")
            }
            advance = seconds
        }
        var speed: Double?
        if let value = json["speed"] {
            guard let factor = Self.number(value), factor.isFinite, factor >= 0 else {
                return Self.problem(400, "'speed' must be 0 or more")
            }
            speed = factor
        }
        if setTo != nil || advance != nil {
            let result = (setTo ?? clock.now).addingTimeInterval(advance ?? 0)
            guard SimulatedClock.range.contains(result) else {
                return Self.problem(
                    400,
                    "the clock must stay between 1970-01-01 and 2100-12-31 (UTC); 'set' and 'advance' leave it outside")
            }
        }
        if let setTo {
            clock.set(setTo.addingTimeInterval(advance ?? 0))
        } else if let advance {
            clock.advance(by: advance)
        }
        if let speed { clock.setSpeed(speed) }
        onClockChanged()
        return clockAnswer()
    }

    // MARK: Buses and requests

    /// Body: any of `{"position": [lon, lat], "takenSeats": n, "lineId": n | null}`; through E8 and E9.
    private func setBus(_ idText: String, body: Data) -> HTTPResponse {
        guard let busId = Int64(idText), state.busses().contains(where: { $0.id == busId }) else {
            return Self.problem(404, "no bus \(idText)")
        }
        guard let json = RequestJSON.parse(body), case .object(let members) = json else {
            return Self.problem(400, "body must be a JSON object")
        }
        if json["position"] != nil || json["takenSeats"] != nil {
            var position = state.lastPosition(busId: busId)?.position
            if case .array(let pair)? = json["position"], pair.count == 2,
                let lon = Self.number(pair[0]), let lat = Self.number(pair[1])
            {
                position = GeoPoint(lon: lon, lat: lat)
            } else if json["position"] != nil {
                return Self.problem(400, "'position' must be [lon, lat]")
            }
            let seats = json["takenSeats"].flatMap(Self.number).map { Int($0) } ?? -1
            guard let position else { return Self.problem(409, "bus \(busId) has no position row to update") }
            state.reportRealTimeData(busId: busId, position: position, takenSeats: seats)
        }
        if let lineValue = members["lineId"] {
            guard case .success(let lineId) = JavaValueText.jacksonLong(lineValue) else {
                return Self.problem(400, "'lineId' must be a number or null")
            }
            state.updateBusStatus(busId: busId, lineId: lineId)
        }
        let bus = state.busses().first { $0.id == busId }
        let position = state.lastPosition(busId: busId)
        return WireResponse.json(
            .object([
                WireMember("busId", .int(busId)),
                WireMember("lineId", .optionalInt(bus?.lineId)),
                WireMember("takenSeats", position.map { .int($0.takenSeats) } ?? .null),
                WireMember("position", position.map { WireEncoding.geoJSONPosition($0.position) } ?? .null),
            ]))
    }

    /// Body: `{"status": n}` or `{"action": "accept|decline|complete|no-show|cancel"}`, plus `"busId"`; through E12.
    private func actOnRequest(_ idText: String, body: Data) -> HTTPResponse {
        guard let id = Int64(idText), !state.customStops(requestId: id).isEmpty else {
            return Self.problem(404, "no custom stop \(idText)")
        }
        guard let json = RequestJSON.parse(body), case .object = json else {
            return Self.problem(400, "body must be a JSON object")
        }
        let actions = ["accept": 2, "decline": 3, "complete": 4, "no-show": 5, "cancel": 6]
        var status: Int?
        if case .string(let action)? = json["action"] { status = actions[action] }
        if case .integer(let code)? = json["status"] { status = Int(exactly: code) }
        guard let status else {
            return Self.problem(400, "give 'status' or 'action' (accept, decline, complete, no-show, cancel)")
        }
        var busId: Int64?
        if case .integer(let bus)? = json["busId"] { busId = bus }
        let outcome = state.updateCustomStopStatus(id: id, status: status, busId: busId)
        let names: [CustomStopUpdate: String] = [.applied: "applied", .ignored: "ignored", .rolledBack: "rolledBack"]
        let stop = state.customStops(requestId: id).first.flatMap(WireEncoding.customStop) ?? .null
        return WireResponse.json(
            .object([WireMember("outcome", .string(names[outcome] ?? "")), WireMember("customStop", stop)]))
    }

    private func stateAnswer() -> HTTPResponse {
        let stops = state.customStops().map { WireEncoding.customStop($0) ?? .null }
        return WireResponse.json(
            .object([
                WireMember("now", .string(SimTimeParsing.format(clock.now))),
                WireMember("customStops", .array(stops)),
                WireMember("positions", .array(state.lastPositions().map(WireEncoding.lastPosition))),
            ]))
    }

    // MARK: Ground truth

    /// `GET /sim/plan/{busId}`: the service day of the simulated now as the bus drives it, for checking
    /// estimated arrivals against the truth (`TripPlan`): every call (scheduled, arrival, departure)
    /// and every custom stop it fetches (left the route, reached the party, finished).
    private func planAnswer(_ idText: String) -> HTTPResponse {
        guard let busId = Int64(idText) else { return Self.problem(404, "no such bus: \(idText)") }
        let now = clock.now
        guard let plan = plan(busId, now) else {
            return Self.problem(404, "bus \(busId) has no plan (unknown bus, no line, or no fleet)")
        }
        let time = { (date: Date) in WireJSON.string(SimTimeParsing.format(date)) }
        let arrivals = plan.arrivals.map { visit in
            WireJSON.object([
                WireMember("run", .int(visit.run)), WireMember("stopIndex", .int(visit.stopIndex)),
                WireMember("stopId", .int(visit.stopId)), WireMember("scheduled", time(visit.scheduled)),
                WireMember("arrival", time(visit.arrival)), WireMember("departure", time(visit.departure)),
            ])
        }
        let detours = plan.detourVisits.map { visit in
            WireJSON.object([
                WireMember("requestId", .int(visit.requestId)), WireMember("left", time(visit.left)),
                WireMember("reached", time(visit.reached)), WireMember("finished", time(visit.finished)),
                WireMember("showedUp", .bool(visit.showedUp)),
            ])
        }
        return WireResponse.json(
            .object([
                WireMember("now", time(now)), WireMember("busId", .int(plan.busId)),
                WireMember("lineId", .int(plan.lineId)), WireMember("arrivals", .array(arrivals)),
                WireMember("detourVisits", .array(detours)),
            ]))
    }

    // MARK: Faults

    private func faultsAnswer() -> HTTPResponse {
        WireResponse.json(.object([WireMember("spec", .string(faults.spec))]))
    }

    /// Body: `{"spec": "500:next=1"}`; an empty spec clears every fault.
    private func setFaults(_ body: Data) -> HTTPResponse {
        guard case .string(let spec)? = RequestJSON.parse(body)?["spec"] ?? .some(.string("")) else {
            return Self.problem(400, "body must be {\"spec\": \"...\"}")
        }
        do { try faults.replace(spec: spec) } catch { return Self.problem(400, String(describing: error)) }
        return faultsAnswer()
    }

    // MARK: Helpers

    private static func number(_ value: RequestJSON) -> Double? {
        switch value {
        case .integer(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    static func problem(_ status: Int, _ message: String) -> HTTPResponse {
        WireResponse.json(.object([WireMember("error", .string(message))]), status: status)
    }
}
