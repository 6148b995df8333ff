import Foundation

/// The production transport: plain `http://` servers through `SocketHTTPTransport`, everything else
/// (https, and http through a proxy from `http_proxy`/`all_proxy`) through the system's HTTP library:
/// `CurlTransport` on Linux, `URLSessionTransport` on Darwin. That one is made on the first request
/// that needs it, so a run against an http server never pays its set-up.
///
/// `BUERGER_HTTP_CLIENT=curl` sends everything through the library transport, to tell a fault of the
/// socket transport from one of the server (Linux only: Darwin has no socket transport). `urlsession`
/// does exactly the same and also selects curl: it is the name from when Linux used URLSession, still
/// accepted because docs/usage.md documents it.
public final class SchemeRoutingTransport: HTTPTransport {
    private let direct: HTTPTransport?
    private let proxies: ProxySettings
    private let makeLibraryTransport: () -> HTTPTransport
    private let lock = NSLock()
    private var libraryTransport: HTTPTransport?

    /// Values of `BUERGER_HTTP_CLIENT` that bypass the socket transport.
    static let libraryClientNames: Set<String> = ["curl", "urlsession"]

    public convenience init(timeouts: TransportTimeouts, environment: [String: String]) {
        var direct: HTTPTransport?
        #if canImport(Glibc)
            let chosen = environment["BUERGER_HTTP_CLIENT"]?.lowercased() ?? ""
            if !Self.libraryClientNames.contains(chosen) {
                direct = SocketHTTPTransport(timeouts: timeouts)
            }
        #endif
        self.init(
            direct: direct, environment: environment,
            makeLibraryTransport: { Self.libraryTransport(timeouts: timeouts) })
    }

    /// - Parameters:
    ///   - direct: the transport for http without a proxy; nil sends everything to the library transport.
    ///   - makeLibraryTransport: called at most once, on the first request the direct one does not take.
    init(direct: HTTPTransport?, environment: [String: String], makeLibraryTransport: @escaping () -> HTTPTransport) {
        self.direct = direct
        self.proxies = ProxySettings(environment: environment)
        self.makeLibraryTransport = makeLibraryTransport
    }

    private static func libraryTransport(timeouts: TransportTimeouts) -> HTTPTransport {
        #if canImport(CCurl)
            return CurlTransport(timeouts: timeouts)
        #else
            return URLSessionTransport(timeouts: timeouts)
        #endif
    }

    /// Both production transports allow it; the lazy creation is behind a lock.
    public var allowsConcurrentSends: Bool { true }

    public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        if let direct, goesDirect(request.url) { return try direct.send(request) }
        return try library().send(request)
    }

    private func goesDirect(_ url: URL) -> Bool {
        guard url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty else { return false }
        return !proxies.isProxied(host: host)
    }

    private func library() -> HTTPTransport {
        lock.lock()
        defer { lock.unlock() }
        if let libraryTransport { return libraryTransport }
        let made = makeLibraryTransport()
        libraryTransport = made
        return made
    }
}
