import Foundation

/// What went wrong in one exchange, as any transport observes it: the socket transport from errno
/// and its parser, `CurlTransport` from libcurl's codes, `URLSessionTransport` from `URLError`s.
/// Each transport only names what happened; `failure` is the one table that turns it into the
/// `TransportFailure` kind. The kind is what exactly-once sending relies on: only faults before
/// a byte of the request can have left (`certainlyNotSent`) become `.cannotConnect`.
enum ExchangeFault: Equatable {
    case unknownHost
    case refused
    case noNetwork
    case hostUnreachable
    /// Another reason the connection could not be made (`TransportProblem.system`).
    case cannotConnect(TransportProblem)
    /// No complete answer within the budget (connecting, name lookup or the answer itself).
    case timedOut(seconds: Double)
    /// The connection broke before a complete answer head arrived (reset, closed, send failed);
    /// nil when nothing more is known than that.
    case lost(TransportProblem?)
    /// The peer answered with something that is not HTTP.
    case notHTTP
    /// The answer broke off inside its body, or broke its own chunk framing.
    case cutBody(TransportProblem)
    /// The answer outgrew the caps every transport shares.
    case tooLarge
    /// The server was reached, but no trusted connection came about.
    case tls(String)
    /// The answer is a redirect; no transport follows one (see `HTTPRedirect`).
    case redirected(status: Int, location: String)
    /// libcurl could not be loaded for an https request.
    case libcurlMissing(String)
    /// Anything else (an unsupported URL, an internal error of the library).
    case other(TransportProblem)

    /// True only when the request surely never left: nobody listened or the name is unknown.
    var certainlyNotSent: Bool {
        switch self {
        case .unknownHost, .refused, .noNetwork, .hostUnreachable, .cannotConnect: return true
        case .timedOut, .lost, .notHTTP, .cutBody, .tooLarge, .tls, .redirected, .libcurlMissing, .other: return false
        }
    }

    /// The one classification every transport reports through.
    var failure: TransportFailure {
        switch self {
        case .unknownHost: return .cannotConnect(.unknownHost)
        case .refused: return .cannotConnect(.refused)
        case .noNetwork: return .cannotConnect(.noNetwork)
        case .hostUnreachable: return .cannotConnect(.hostUnreachable)
        case .cannotConnect(let problem): return .cannotConnect(problem)
        case .timedOut(let seconds): return .timedOut(seconds: seconds)
        case .lost(let problem): return .connectionLost(problem ?? .lost)
        case .notHTTP: return .connectionLost(.brokenHTTP)
        case .cutBody(let problem): return .incompleteAnswer(problem)
        case .tooLarge: return .other(.tooLarge)
        case .tls(let text): return .other(.tls(text))
        case .redirected(let status, let location): return .redirected(status: status, location: location)
        case .libcurlMissing(let text): return .other(.libcurlMissing(systemText: text))
        case .other(let problem): return .other(problem)
        }
    }
}
