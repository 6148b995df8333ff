import Foundation

/// Where a plain `http://` request goes and what its request line and Host header say.
struct HTTPTarget: Equatable {
    /// The name or address to resolve, IPv6 literals without their brackets.
    let host: String
    let port: UInt16
    /// `Host:` value: the port only when it is not 80, an IPv6 literal in brackets.
    let hostHeader: String
    /// The request target, still percent-encoded: `/path?query`.
    let pathAndQuery: String

    /// Nil for anything but an `http://` URL with a host (https goes through the library transport, `SchemeRoutingTransport`).
    init?(url: URL) {
        guard url.scheme?.lowercased() == "http",
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let rawHost = components.host, !rawHost.isEmpty
        else { return nil }
        var host = rawHost
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let port = components.port ?? 80
        guard (1...65535).contains(port) else { return nil }
        self.host = host
        self.port = UInt16(port)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        hostHeader = port == 80 ? shownHost : "\(shownHost):\(port)"
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        pathAndQuery = components.percentEncodedQuery.map { path + "?" + $0 } ?? path
    }
}
