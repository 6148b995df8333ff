import Foundation

/// A misbehaviour a client of the real server must survive.
public enum FaultKind: Equatable, Sendable {
    /// Close the connection before reading anything.
    case refuse
    /// Abort the connection with a TCP reset instead of answering.
    case reset
    /// Answer normally, after this many seconds.
    case delay(TimeInterval)
    /// The OASP technical error, status 500.
    case serverError
    /// 503 with an HTML page, as a sleeping or overloaded host answers.
    case unavailable
    /// 200 with an HTML page instead of JSON (a proxy or captive portal).
    case html
    /// The real answer, cut off mid-body while the header promises all of it.
    case truncate
    /// The real status and a well-framed body holding only the first half of the JSON.
    case malformed
    /// The real status with an empty body.
    case empty
    /// 204 with no body: what the original answers when a method returns null, e.g. E7 for a bus
    /// without a last-position row, which no data source of the simulator leaves out.
    case noContent
    /// POST /customStops only: store the request, then close without answering.
    case dropAfterStore

    /// The SPEC word for this kind.
    var name: String {
        switch self {
        case .refuse: return "refuse"
        case .reset: return "reset"
        case .delay: return "delay"
        case .serverError: return "500"
        case .unavailable: return "503"
        case .html: return "html"
        case .truncate: return "truncate"
        case .malformed: return "malformed"
        case .empty: return "empty"
        case .noContent: return "204"
        case .dropAfterStore: return "drop-after-store"
        }
    }
}
