import Foundation

/// A Bürgerbus server's REST root (`…/services/rest`) and the URLs of its endpoints.
public struct ServerAddress: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The default of the contract: where the original server and `buerger-sim` listen locally.
    public static let defaultURL = "http://localhost:8080/services/rest"

    /// Normalised REST root, without a trailing slash.
    public let restRoot: URL

    /// Accepts a base ending in `/services/rest` (the contract) or already in `/linemanagement/v1`
    /// (as the original driver app stored it); trailing slashes are ignored.
    public init(_ text: String) throws {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        let apiSuffix = "/linemanagement/v1"
        if trimmed.lowercased().hasSuffix(apiSuffix) { trimmed.removeLast(apiSuffix.count) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let url = URL(string: trimmed),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty,
            // A port outside 1–65535 cannot be connected to: refused here, not found out as exit 4.
            url.port.map({ (1...65535).contains($0) }) ?? true,
            url.query == nil, url.fragment == nil
        else { throw ClientError.invalidServerURL(Self.hidingUserInfo(text)) }
        restRoot = url
    }

    /// The server address to use: option > `BUERGER_SERVER` > config file > default.
    public static func resolve(option: String?, environment: [String: String], configured: String?) throws
        -> ServerAddress
    {
        let candidates = [option, environment["BUERGER_SERVER"], configured]
        let chosen = candidates.lazy.compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return try ServerAddress(chosen ?? defaultURL)
    }

    /// `…/services/rest/linemanagement/v1/<path>`; `path` has no leading slash, e.g. `"lines/"`.
    public func endpoint(_ path: String, query: [URLQueryItem] = []) -> URL {
        let text = restRoot.absoluteString + "/linemanagement/v1/" + path
        guard !query.isEmpty, var components = URLComponents(string: text) else {
            return URL(string: text) ?? restRoot
        }
        components.queryItems = query
        return components.url ?? restRoot
    }

    /// The address for every use but the requests themselves: in messages, `-v` lines and `config`,
    /// and as the key of the cache folder and of journal entries. Without the user-info part of the
    /// URL (`alice:s3cr3t@`), so a password given in `--server` or the config file is never shown,
    /// logged or stored anywhere else. An address without one is unchanged, so caches and journals
    /// written before keep their keys.
    public var description: String { Self.hidingUserInfo(restRoot.absoluteString) }

    /// The address as given, user name and password included: for the config file only (the
    /// requests themselves go to `endpoint`).
    public var withUserInfo: String { restRoot.absoluteString }

    /// Whether the address carries a user name or password.
    public var hasUserInfo: Bool { restRoot.user != nil || restRoot.password != nil }

    /// `text` with the user-info part of its URL left out (`http://alice:pw@host/x` → `http://host/x`);
    /// unchanged when it has none. Textual, so it also works on an address that is not valid (its
    /// error message quotes it) and on the server field journals of earlier versions stored.
    public static func hidingUserInfo(_ text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let authorityEnd = text[schemeEnd.upperBound...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        guard let at = text[schemeEnd.upperBound..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<schemeEnd.upperBound] + text[text.index(after: at)...])
    }
}
