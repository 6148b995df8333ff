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
            url.query == nil, url.fragment == nil
        else { throw ClientError.invalidServerURL(text) }
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

    public var description: String { restRoot.absoluteString }
}
