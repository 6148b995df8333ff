/// The original's resources under `/services/rest/linemanagement/v1` (wire-contract §4).
enum Endpoint: Equatable {
    case lines, busses, routes, stops, schedules, update
    /// E7; the id stays text because the original parses it itself (400 on failure).
    case bus(id: String)
    case realTimeData, updateBusStatus
    /// E10 (POST) and E11 (GET).
    case customStops
    /// E12; the id is a `long` path parameter (404 on failure).
    case customStop(id: String)

    static let prefix = "/services/rest/linemanagement/v1"

    /// nil for an unknown path. One trailing slash is optional, as with CXF's templates.
    init?(path: String) {
        guard path.hasPrefix(Self.prefix) else { return nil }
        var rest = String(path.dropFirst(Self.prefix.count))
        if rest.hasSuffix("/") { rest.removeLast() }
        let segments = rest.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard rest.hasPrefix("/"), !segments.contains("") else { return nil }
        switch (segments.count, segments.first ?? "") {
        case (1, "lines"): self = .lines
        case (1, "busses"): self = .busses
        case (1, "routes"): self = .routes
        case (1, "stops"): self = .stops
        case (1, "schedules"): self = .schedules
        case (1, "update"): self = .update
        case (1, "realTimeData"): self = .realTimeData
        case (1, "updateBusStatus"): self = .updateBusStatus
        case (1, "customStops"): self = .customStops
        case (2, "busses"): self = .bus(id: segments[1])
        case (2, "customStops"): self = .customStop(id: segments[1])
        default: return nil
        }
    }

    /// The methods the resource declares; anything else is 405.
    var allowedMethods: [String] {
        switch self {
        case .lines, .busses, .routes, .stops, .schedules, .update, .bus: return ["GET"]
        case .realTimeData, .updateBusStatus, .customStop: return ["POST"]
        case .customStops: return ["GET", "POST"]
        }
    }
}
