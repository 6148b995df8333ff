import Foundation

/// Why one attempt (or one look-up) did not end with a stored request. Each reason says whether the
/// request may nevertheless have been stored, which decides between retrying and looking it up.
public enum SendFailureReason: Equatable, Sendable {
    /// Refused before a byte went out (nobody listens, unknown host, no network): known not sent.
    case unreachable(TransportProblem)
    /// No answer in time: the body may have arrived and been stored.
    case timedOut(seconds: Double)
    /// The connection broke after it was made.
    case connectionLost(TransportProblem)
    /// The answer broke off before its end.
    case incompleteAnswer(TransportProblem)
    /// Another transport failure (TLS, …); treated as possibly sent.
    case transportFailed(TransportProblem)
    /// An error status that says nothing was stored (5xx without the server's error JSON, 408, 429).
    case serverError(status: Int)
    /// 204: the original server's way of saying the insert failed.
    case notStored204
    /// A 2xx whose body is not a request: it may have been stored.
    case unreadableAnswer(WireProblem)
    /// Another `buerger` process is sending this very entry now; this one leaves it alone.
    case sendingElsewhere
    /// The run was asked to stop (Ctrl-C) between two steps; the entry stays unsent in the journal.
    case interrupted

    /// The reason a failed exchange (or a failed master-data load) gives for retrying.
    public init(_ error: ClientError) {
        switch error {
        case .serverUnreachable(_, let problem): self = .unreachable(problem)
        case .timedOut(_, let seconds): self = .timedOut(seconds: seconds)
        case .serverError(let status, _, _), .serverMoved(let status, _, _): self = .serverError(status: status)
        case .badResponse(_, let problem): self = .unreadableAnswer(problem)
        case .noCachedData: self = .unreachable(.nothingSaved)
        default: self = .unreadableAnswer(WireProblem(error))
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
}
