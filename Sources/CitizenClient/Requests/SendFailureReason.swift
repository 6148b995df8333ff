import Foundation

/// Why one attempt (or one look-up) did not end with a stored request. Each reason says whether the
/// request may nevertheless have been stored, which decides between retrying and looking it up.
public enum SendFailureReason: Equatable, Sendable {
    /// Refused before a byte went out (nobody listens, unknown host, no network): known not sent.
    case unreachable(String)
    /// No answer in time: the body may have arrived and been stored.
    case timedOut(seconds: Double)
    /// The connection broke after it was made.
    case connectionLost(String)
    /// The answer broke off before its end.
    case incompleteAnswer(String)
    /// Another transport failure (TLS, …); treated as possibly sent.
    case transportFailed(String)
    /// An error status that says nothing was stored (5xx without the server's error JSON, 408, 429).
    case serverError(status: Int)
    /// 204: the original server's way of saying the insert failed.
    case notStored204
    /// A 2xx whose body is not a request: it may have been stored.
    case unreadableAnswer(String)
    /// Another `buerger` process is sending this very entry now; this one leaves it alone.
    case sendingElsewhere
    /// The run was asked to stop (Ctrl-C) between two steps; the entry stays unsent in the journal.
    case interrupted

    /// The reason a failed exchange (or a failed master-data load) gives for retrying.
    public init(_ error: ClientError) {
        switch error {
        case .serverUnreachable(_, let detail): self = .unreachable(detail)
        case .timedOut(_, let seconds): self = .timedOut(seconds: seconds)
        case .serverError(let status, _, _): self = .serverError(status: status)
        case .badResponse(_, let detail): self = .unreadableAnswer(detail)
        case .noCachedData: self = .unreachable("no data saved")
        default: self = .unreadableAnswer(error.message(in: .english))
        }
    }

    /// True when the server may hold the request although no id came back.
    public var outcomeUnknown: Bool {
        switch self {
        case .timedOut, .connectionLost, .incompleteAnswer, .transportFailed, .unreadableAnswer, .sendingElsewhere:
            return true
        case .unreachable, .serverError, .notStored204, .interrupted: return false
        }
    }

    /// A few words for a progress line: "attempt 3 failed: server unreachable — next try in 7 s".
    public func message(in language: Language) -> String {
        switch self {
        case .unreachable:
            return language.pick("server unreachable", "Server nicht erreichbar")
        case .timedOut(let seconds):
            let shown = seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
            return language.pick("no answer within \(shown) s", "keine Antwort innerhalb von \(shown) s")
        case .connectionLost:
            return language.pick("connection lost", "Verbindung abgebrochen")
        case .incompleteAnswer:
            return language.pick("the answer broke off", "Antwort abgebrochen")
        case .transportFailed(let detail):
            return language.pick("network error (\(detail))", "Netzwerkfehler (\(detail))")
        case .serverError(let status):
            return language.pick("server error \(status)", "Serverfehler \(status)")
        case .notStored204:
            return language.pick("the server did not store it (204)", "der Server hat sie nicht gespeichert (204)")
        case .unreadableAnswer:
            return language.pick("unreadable answer", "unlesbare Antwort")
        case .sendingElsewhere:
            return language.pick("another buerger is sending it right now",
                                 "ein anderes buerger sendet sie gerade")
        case .interrupted:
            return language.pick("stopped by an interrupt", "durch einen Abbruch angehalten")
        }
    }
}
