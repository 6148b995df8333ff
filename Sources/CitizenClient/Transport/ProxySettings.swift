import Foundation

/// The proxy variables as curl reads them for `http://` URLs. The socket transport speaks to servers
/// directly, so a proxied URL must go through the library transport (curl, or URLSession on Darwin).
struct ProxySettings: Equatable {
    /// Whether a proxy is set for http at all.
    let hasHTTPProxy: Bool
    /// `no_proxy` entries, lower-cased, without a leading dot; `*` exempts every host.
    let exemptions: [String]

    init(environment: [String: String]) {
        func value(_ names: String...) -> String? {
            names.lazy.compactMap { environment[$0]?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        }
        hasHTTPProxy = value("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY") != nil
        exemptions = (value("no_proxy", "NO_PROXY") ?? "")
            .split(separator: ",")
            .map { entry -> String in
                var host = entry.trimmingCharacters(in: .whitespaces).lowercased()
                while host.hasPrefix(".") { host.removeFirst() }
                if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
                return host
            }
            .filter { !$0.isEmpty }
    }

    /// True when curl would send a request for `host` through the proxy.
    func isProxied(host: String) -> Bool {
        guard hasHTTPProxy else { return false }
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return !exemptions.contains { $0 == "*" || name == $0 || name.hasSuffix("." + $0) }
    }
}
