import CitizenClient
import Foundation

/// Stop names and aliases for completion: the saved aliases and the cached stops of the server in
/// use. Reads files only: the transport refuses every request, so a TAB never waits on a network.
struct CachedStops {
    let aliases: [String: String]
    let cacheHome: URL
    let language: Language

    func candidates(prefix: String, server: ServerAddress) -> [CompletionCandidate] {
        let aliasCandidates = aliases.keys.sorted().map { name in
            CompletionCandidate("@" + name, aliases[name] ?? "")
        }
        let matching = CompletionEngine.filter(aliasCandidates, prefix: prefix)
        if prefix.hasPrefix("@") { return matching }
        return matching + stops(prefix: prefix, server: server)
    }

    private func stops(prefix: String, server: ServerAddress) -> [CompletionCandidate] {
        let settings = CitizenService.Settings(server: server, cacheHome: cacheHome, mode: .offline,
                                               freshnessSeconds: .infinity, timeZone: .current, aliases: aliases)
        let service = CitizenService(settings: settings, transport: NoNetwork(), clock: Date.init, events: { _ in })
        // The search narrows what the index decodes; the prefix rule then keeps what a shell can insert.
        guard let found = try? service.stops(matching: prefix.isEmpty ? nil : prefix, near: nil, limit: nil) else {
            return []
        }
        var seen = Set<String>()
        return CompletionEngine.filter(found.compactMap { match in
            guard seen.insert(match.stop.name).inserted else { return nil }
            return CompletionCandidate(match.stop.name, LocalizedText(
                "stop \(match.stop.id)", de: "Haltestelle \(match.stop.id)").text(in: language))
        }, prefix: prefix)
    }
}

/// A transport for code that must answer from files only.
private struct NoNetwork: HTTPTransport {
    func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        throw TransportFailure.other("completion reads the cache only")
    }
}
