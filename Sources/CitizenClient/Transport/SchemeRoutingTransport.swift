import Foundation

/// The production transport: plain `http://` servers through `SocketHTTPTransport`, everything else
/// (https, and http through a proxy from `http_proxy`/`all_proxy`, which only URLSession honours)
/// through `URLSessionTransport`. The URLSession is made on the first request that needs it: its
/// set-up is most of what the socket transport saves, so a run against an http server never pays it.
///
/// `BUERGER_HTTP_CLIENT=urlsession` sends everything through URLSession, to tell a fault of the
/// socket transport from one of the server.
public final class SchemeRoutingTransport: HTTPTransport {
    private let direct: HTTPTransport?
    private let proxies: ProxySettings
    private let makeSessionTransport: () -> HTTPTransport
    private let lock = NSLock()
    private var sessionTransport: HTTPTransport?

    public convenience init(timeouts: TransportTimeouts, environment: [String: String]) {
        var direct: HTTPTransport?
        #if canImport(Glibc)
        if environment["BUERGER_HTTP_CLIENT"]?.lowercased() != "urlsession" {
            direct = SocketHTTPTransport(timeouts: timeouts)
        }
        #endif
        self.init(direct: direct, environment: environment,
                  makeSessionTransport: { URLSessionTransport(timeouts: timeouts) })
    }

    /// - Parameters:
    ///   - direct: the transport for http without a proxy; nil sends everything to the session transport.
    ///   - makeSessionTransport: called at most once, on the first request the direct one does not take.
    init(direct: HTTPTransport?, environment: [String: String], makeSessionTransport: @escaping () -> HTTPTransport) {
        self.direct = direct
        self.proxies = ProxySettings(environment: environment)
        self.makeSessionTransport = makeSessionTransport
    }

    /// Both production transports allow it; the lazy creation is behind a lock.
    public var allowsConcurrentSends: Bool { true }

    public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        if let direct, goesDirect(request.url) { return try direct.send(request) }
        return try session().send(request)
    }

    private func goesDirect(_ url: URL) -> Bool {
        guard url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty else { return false }
        return !proxies.isProxied(host: host)
    }

    private func session() -> HTTPTransport {
        lock.lock()
        defer { lock.unlock() }
        if let sessionTransport { return sessionTransport }
        let made = makeSessionTransport()
        sessionTransport = made
        return made
    }
}
