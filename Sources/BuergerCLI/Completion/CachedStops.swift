import CitizenClient
import Foundation

/// Stop names and aliases for completion: the saved aliases and the cached stops of the server in
/// use. Reads files only: the transport refuses every request, so a TAB never waits on a network.
struct CachedStops {
    let aliases: [String: String]
    let cacheHome: URL
    let language: Language
    /// The run's zone and clock: the cached index is read offline, but the service still wants both.
    let timeZone: TimeZone
    let clock: () -> Date

    func candidates(prefix: String, server: ServerAddress) -> [CompletionCandidate] {
        let aliasCandidates = aliases.keys.sorted().map { name in
            CompletionCandidate("@" + name, aliases[name] ?? "")
        }
        let matching = CompletionEngine.filter(aliasCandidates, prefix: prefix)
        if prefix.hasPrefix("@") { return matching }
        return matching + stops(prefix: prefix, server: server)
    }

    private func stops(prefix: String, server: ServerAddress) -> [CompletionCandidate] {
        let settings = CitizenService.Settings(
            server: server, cacheHome: cacheHome, mode: .offline,
            freshnessSeconds: .infinity, timeZone: timeZone, aliases: aliases)
        let service = CitizenService(settings: settings, transport: NoNetwork(), clock: clock, events: { _ in })
        // The search narrows what the index decodes; the prefix rule then keeps what a shell can insert.
        guard let found = try? service.stops(matching: prefix.isEmpty ? nil : prefix, near: nil, limit: nil) else {
            return []
        }
        var seen = Set<String>()
        let named = found.compactMap { match -> CompletionCandidate? in
            guard seen.insert(match.stop.name).inserted else { return nil }
            return CompletionCandidate(
                match.stop.name,
                LocalizedText(
                    "stop \(match.stop.id)", de: "Haltestelle \(match.stop.id)"
                ).text(in: language))
        }
        let prefixed = CompletionEngine.filter(named, prefix: prefix)
        // "Muehl" or "Strasse" is no prefix of "Mühlweg" or "Straße", but the search found the stop: when
        // it is the only one, offering it lets the shell put the right name in place of what was typed.
        // Several such names are not offered, because the shell would cut the word to what they share.
        if prefixed.isEmpty, named.count == 1 { return named }
        return prefixed
    }
}

/// A transport for code that must answer from files only.
private struct NoNetwork: HTTPTransport {
    func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        throw TransportFailure.other(.text("completion reads the cache only"))
    }
}
