/// Every failure the library reports, as data: the CLI words it (Messages/ClientError+Text.swift),
/// suggests the next step and chooses the exit code.
public enum ClientError: Error, Equatable, Sendable {
    // Configuration and arguments.
    case invalidServerURL(String)
    case invalidCoordinate(String)
    case unknownAlias(String)
    case configUnreadable(path: String, problem: WireProblem)
    case fileNotWritable(path: String, reason: SystemErrorReason)

    // Things that do not exist on the server.
    case stopNotFound(String)
    case ambiguousStop(query: String, candidates: [StopReference])
    case busNotFound(Int64)
    case lineNotFound(String)

    // Talking to the server.
    case serverUnreachable(server: String, problem: TransportProblem)
    case timedOut(server: String, seconds: Double)
    case noCachedData(server: String, offline: Bool)
    case serverError(status: Int, path: String, message: String?)
    /// A redirect, refused by every transport (`HTTPRedirect`): the configured address is not the
    /// server's any more.
    case serverMoved(status: Int, path: String, location: String)
    case badResponse(path: String, problem: WireProblem)

    /// The server could not be reached (or, offline, nothing was saved to answer from): what an
    /// offline fallback, a retry or a request kept as typed reacts to. A domain question, so that
    /// remapping an exit code never changes what the library does.
    public var isConnectivityFailure: Bool {
        switch self {
        case .serverUnreachable, .timedOut, .noCachedData: return true
        default: return false
        }
    }

    /// The server answered, but not as a Bürgerbus server does: an error status, or a body that is
    /// not what the wire contract says. Asking again the same way will not help.
    public var isServerAnswerProblem: Bool {
        switch self {
        case .serverError, .serverMoved, .badResponse: return true
        default: return false
        }
    }
}
