import Foundation

/// Why one attempt (or one look-up) did not end with a stored request. Whether the request may
/// nevertheless have been stored is decided where the answer is read (`CreateOutcome`: `notStored`
/// or `unknown`), not from the reason, since one status (a 5xx) can be either.
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
    /// An error status: 503, 408 or 429 (not stored, `CreateOutcome.notStored`), or another 5xx
    /// (maybe stored, `CreateOutcome.unknown`: looked up before the next attempt).
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
}
