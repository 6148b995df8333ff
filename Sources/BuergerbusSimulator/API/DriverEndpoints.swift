import Foundation

/// E8, E9 and E12: the driver app's POSTs, which answer an empty 200 unless the body cannot be bound.
struct DriverEndpoints {
    let state: ServerState
    let makeUUID: @Sendable () -> UUID

    /// E8 (wire-contract §4.8): ids via `Long.valueOf(toString())`, coordinates cast to `Double`.
    func realTimeData(body: Data) -> HTTPResponse {
        guard let json = RequestJSON.parse(body),
            let busId = JavaValueText.long(json["busId"]),
            let takenSeats = JavaValueText.int(json["takenSeats"]),
            case .array(let coordinates)? = json["position"]?["coordinates"],
            coordinates.count >= 2,
            case .double(let lon) = coordinates[0],
            case .double(let lat) = coordinates[1]
        else {
            return WireResponse.technicalError(uuid: makeUUID())
        }
        state.reportRealTimeData(busId: busId, position: GeoPoint(lon: lon, lat: lat), takenSeats: Int(takenSeats))
        return WireResponse.empty(status: 200)
    }

    /// E9 (wire-contract §4.9): a `HashMap<String, Long>`; an unknown bus changes nothing.
    func updateBusStatus(body: Data) -> HTTPResponse {
        guard let values = Self.longMap(body) else { return WireResponse.technicalError(uuid: makeUUID()) }
        if let busId = values["busId"] ?? nil {
            state.updateBusStatus(busId: busId, lineId: values["lineId"] ?? nil)
        }
        return WireResponse.empty(status: 200)
    }

    /// E12 (wire-contract §4.12, §5): refused transitions are silent; a broken bus foreign key rolls back.
    func updateCustomStop(id: Int64, body: Data) -> HTTPResponse {
        guard let values = Self.longMap(body), let status = values["status"] ?? nil else {
            return WireResponse.technicalError(uuid: makeUUID())
        }
        // `Long.intValue()`: the low 32 bits.
        let code = Int(Int32(truncatingIfNeeded: status))
        switch state.updateCustomStopStatus(id: id, status: code, busId: values["busId"] ?? nil) {
        case .applied, .ignored: return WireResponse.empty(status: 200)
        case .rolledBack: return WireResponse.empty(status: 500)
        }
    }

    /// Binds a body as Jackson binds `HashMap<String, Long>`; nil when any value cannot be read.
    static func longMap(_ body: Data) -> [String: Int64?]? {
        guard case .object(let members)? = RequestJSON.parse(body) else { return nil }
        var values: [String: Int64?] = [:]
        for (key, value) in members {
            guard case .success(let number) = JavaValueText.jacksonLong(value) else { return nil }
            values[key] = .some(number)
        }
        return values
    }
}
