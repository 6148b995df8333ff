import Foundation

/// One HTTP request, independent of any networking library.
public struct HTTPRequestData: Equatable, Sendable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    public var body: Data?
    /// At most this many seconds for this exchange, when less is left of the command's deadline than
    /// the transport's own limits allow (`DeadlineTransport`); nil: the transport's limits alone.
    public var timeLimitSeconds: Double?

    public init(
        method: Method, url: URL, headers: [String: String] = [:], body: Data? = nil, timeLimitSeconds: Double? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeLimitSeconds = timeLimitSeconds
    }
}

/// One HTTP response: status, headers (names lower-cased) and the raw body.
public struct HTTPResponseData: Equatable, Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Why an exchange produced no usable response. Every transport reports it through one table
/// (`ExchangeFault.failure`), so the kind never depends on which transport ran.
public enum TransportFailure: Error, Equatable, Sendable {
    /// Nobody listens, the host is unknown, or the network is down.
    case cannotConnect(TransportProblem)
    /// The connection broke after it was made (reset, closed early).
    case connectionLost(TransportProblem)
    /// The server answered, but the answer broke off before its announced end.
    case incompleteAnswer(TransportProblem)
    /// No complete answer within the time allowed.
    case timedOut(seconds: Double)
    /// The server answered with a redirect to `location` (absolute). No transport follows one: the
    /// Bürgerbus server never moves, so a redirect means the address is wrong (`HTTPRedirect`).
    case redirected(status: Int, location: String)
    /// Anything else (bad TLS, unsupported URL, …).
    case other(TransportProblem)

    /// Worth one more try: the server may just be restarting or a proxy hiccuped. A timeout is not,
    /// because the user has already waited the whole budget once.
    public var isTransient: Bool {
        switch self {
        case .cannotConnect, .connectionLost, .incompleteAnswer: return true
        case .timedOut, .redirected, .other: return false
        }
    }
}

/// Sends one request and returns the response; throws `TransportFailure` when there is none.
/// HTTP error statuses are responses, not failures.
///
/// Modelled on swift-openapi-runtime's `ClientTransport`, but synchronous: a CLI does one thing at a
/// time, and a blocking call keeps commands simple. Retrying and tracing wrap a transport
/// (`RetryingTransport`, `TracingTransport`) rather than living in it.
///
/// A test transport is a few lines:
/// ```swift
/// struct FixedTransport: HTTPTransport {
///     let body: Data
///     func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
///         HTTPResponseData(status: 200, body: body)
///     }
/// }
/// ```
public protocol HTTPTransport {
    func send(_ request: HTTPRequestData) throws -> HTTPResponseData

    /// True when `send` may be called from several threads at once (a stop board then asks for
    /// its buses' positions side by side). False unless a transport says otherwise: a test's
    /// recording transport need not be thread-safe.
    var allowsConcurrentSends: Bool { get }
}

extension HTTPTransport {
    public var allowsConcurrentSends: Bool { false }
}
