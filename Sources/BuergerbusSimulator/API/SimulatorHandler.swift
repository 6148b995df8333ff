import Foundation

/// Everything the HTTP server asks: `/sim/` control first (never faulted, not even by `refuse`, so a
/// fault can always be cleared; local programs only, see `ControlAccess`), then faults, then the original's resources with CXF's selection order: path (404),
/// method (405), Content-Type (415), Accept (406), then the method itself.
final class SimulatorHandler: HTTPHandler, @unchecked Sendable {
    private let reads: ReadEndpoints
    private let driver: DriverEndpoints
    private let customStops: CustomStopEndpoints
    private let control: SimControl
    private let faults: FaultInjector
    private let makeUUID: @Sendable () -> UUID

    init(state: ServerState, control: SimControl, faults: FaultInjector, makeUUID: @escaping @Sendable () -> UUID) {
        reads = ReadEndpoints(state: state, makeUUID: makeUUID)
        driver = DriverEndpoints(state: state, makeUUID: makeUUID)
        customStops = CustomStopEndpoints(state: state, makeUUID: makeUUID)
        self.control = control
        self.faults = faults
        self.makeUUID = makeUUID
    }

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        if let controlRequest = Self.controlRequest(request) {
            if let refusal = ControlAccess.refusal(of: controlRequest) {
                return SimControl.problem(refusal.status, refusal.message)
            }
            return control.handle(controlRequest)
        }
        guard let fault = faults.fault(method: request.method, path: request.path) else { return route(request) }
        return FaultDelivery.respond(to: fault, uuid: makeUUID()) { route(request) }
    }

    /// `/sim/...`, also reachable below the REST root (`/services/rest/sim/...`) so clients can use one base URL.
    private static func controlRequest(_ request: HTTPRequest) -> HTTPRequest? {
        var adjusted = request
        if adjusted.path.hasPrefix("/services/rest/sim") { adjusted.path.removeFirst("/services/rest".count) }
        return adjusted.path == "/sim" || adjusted.path.hasPrefix("/sim/") ? adjusted : nil
    }

    private func route(_ request: HTTPRequest) -> HTTPResponse {
        guard let endpoint = Endpoint(path: request.path) else {
            return WireResponse.applicationError(status: 404, uuid: makeUUID())
        }
        let method = request.method == "HEAD" ? "GET" : request.method
        let allow = (endpoint.allowedMethods + (endpoint.allowedMethods.contains("GET") ? ["HEAD"] : []) + ["OPTIONS"])
            .joined(separator: ",")
        if method == "OPTIONS" { return HTTPResponse(status: 200, headers: [("Allow", allow)]) }
        guard endpoint.allowedMethods.contains(method) else {
            return WireResponse.applicationError(status: 405, uuid: makeUUID(), headers: [("Allow", allow)])
        }
        if method == "POST" && !MediaTypes.acceptsBody(contentType: request.headers["content-type"]) {
            return WireResponse.applicationError(status: 415, uuid: makeUUID())
        }
        guard MediaTypes.acceptsJSONResponse(accept: request.headers["accept"]) else {
            return WireResponse.applicationError(status: 406, uuid: makeUUID())
        }
        return dispatch(endpoint, method: method, request: request)
    }

    private func dispatch(_ endpoint: Endpoint, method: String, request: HTTPRequest) -> HTTPResponse {
        switch endpoint {
        case .lines: return reads.lines()
        case .busses: return reads.busses()
        case .routes: return reads.routes()
        case .stops: return reads.stops()
        case .schedules: return reads.schedules()
        case .update: return reads.update()
        case .bus(let id): return reads.bus(id: id)
        case .realTimeData: return driver.realTimeData(body: request.body)
        case .updateBusStatus: return driver.updateBusStatus(body: request.body)
        case .customStops:
            return method == "POST" ? customStops.create(body: request.body) : customStops.query(request)
        case .customStop(let idText):
            guard let id = JavaNumberParsing.long(idText) else {
                return WireResponse.applicationError(status: 404, uuid: makeUUID())
            }
            return driver.updateCustomStop(id: id, body: request.body)
        }
    }
}
