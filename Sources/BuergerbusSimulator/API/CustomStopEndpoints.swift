import Foundation

/// E10 and E11: citizens' custom-stop requests.
struct CustomStopEndpoints {
    let state: ServerState
    let makeUUID: @Sendable () -> UUID

    /// E10: 200 with the stored request, 204 when the commit fails, 500 when the body cannot be read
    /// (or, after storing, when the `info` read-back throws while writing the answer).
    func create(body: Data) -> HTTPResponse {
        guard let request = CustomStopBody.parse(body) else { return WireResponse.technicalError(uuid: makeUUID()) }
        guard let stored = state.createCustomStop(request) else { return WireResponse.noContent }
        guard let json = WireEncoding.customStop(stored) else { return WireResponse.technicalError(uuid: makeUUID()) }
        return WireResponse.json(json)
    }

    /// E11 with the original's branch order (wire-contract §4.11). A numeric parameter that is present
    /// but does not parse is CXF's 404; an empty `deviceId` counts as absent.
    func query(_ request: HTTPRequest) -> HTTPResponse {
        var numbers: [String: Int64] = [:]
        for name in ["requestId", "lineId", "busId"] {
            guard let text = request.queryValue(name) else { continue }
            guard let number = JavaNumberParsing.long(text) else {
                return WireResponse.applicationError(status: 404, uuid: makeUUID())
            }
            numbers[name] = number
        }
        let deviceId = request.queryValue("deviceId").flatMap { $0.isEmpty ? nil : $0 }
        let rows: [CustomStopRecord]
        if let requestId = numbers["requestId"], let deviceId {
            rows = state.customStops(requestId: requestId, deviceId: deviceId)
        } else if let deviceId {
            rows = state.customStops(deviceId: deviceId)
        } else if let lineId = numbers["lineId"], let busId = numbers["busId"] {
            rows = state.driverCustomStops(lineId: lineId, busId: busId)
        } else if let requestId = numbers["requestId"] {
            rows = state.customStops(requestId: requestId)
        } else {
            return WireResponse.noContent
        }
        guard let json = WireEncoding.customStops(rows) else { return WireResponse.technicalError(uuid: makeUUID()) }
        return WireResponse.json(json)
    }
}
