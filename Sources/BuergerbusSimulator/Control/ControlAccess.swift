import Foundation

/// Who may drive `/sim/`: only programs on this machine, never a web page the developer happens to visit.
/// A page can send a cross-site POST with a `text/plain` or form body without asking first, and a
/// DNS-rebinding page reaches the simulator under its own host name; both are refused here, before the
/// control API sees the request. The original REST API is not guarded: it must answer as the original does.
enum ControlAccess {
    /// nil when the request may go on; otherwise the refusal, a JSON error like every other /sim/ answer.
    static func refusal(of request: HTTPRequest) -> (status: Int, message: String)? {
        guard let host = request.headers["host"], isLoopbackAuthority(host) else {
            // 421: this server does not answer for that name (how a rebound DNS name arrives).
            return (421, "/sim/ answers only requests addressed to localhost, 127.x.x.x or [::1]")
        }
        if let origin = request.headers["origin"], !isLoopbackOrigin(origin) {
            return (403, "/sim/ does not answer requests from web pages of other origins")
        }
        if needsJSONBody(request.method, body: request.body),
            !isJSONMediaType(request.headers["content-type"])
        {
            return (415, "/sim/ takes only bodies sent with Content-Type: application/json")
        }
        return nil
    }

    /// A change (POST, or any request with a body) must be declared JSON: browsers send `text/plain`,
    /// form and multipart bodies across sites without a preflight, never `application/json`.
    private static func needsJSONBody(_ method: String, body: Data) -> Bool {
        !body.isEmpty || !["GET", "HEAD", "DELETE", "OPTIONS"].contains(method)
    }

    private static func isJSONMediaType(_ field: String?) -> Bool {
        guard let field else { return false }
        let bare = field.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return bare.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }

    /// `http://localhost:8080`, `https://127.0.0.1`, `http://[::1]:9`; `null` and every other name are foreign.
    static func isLoopbackOrigin(_ origin: String) -> Bool {
        let lowered = origin.trimmingCharacters(in: .whitespaces).lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
            return isLoopbackAuthority(String(lowered.dropFirst(scheme.count)))
        }
        return false
    }

    /// `localhost`, a dotted 127.0.0.0/8 address or `[::1]`, each with an optional port.
    static func isLoopbackAuthority(_ authority: String) -> Bool {
        var host = authority.trimmingCharacters(in: .whitespaces).lowercased()
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || isPort(rest.dropFirst()) && rest.first == ":" else { return false }
            return host[host.index(after: host.startIndex)..<close] == "::1"
        }
        if let colon = host.lastIndex(of: ":") {
            guard isPort(host[host.index(after: colon)...]) else { return false }
            host = String(host[..<colon])
        }
        return host == "localhost" || isLoopbackIPv4(host)
    }

    private static func isPort(_ text: Substring) -> Bool {
        guard (1...5).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(text)
        else { return false }
        return port <= 65_535
    }

    private static func isLoopbackIPv4(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber }
                && Int(part).map { $0 <= 255 } == true
        }
    }
}
