import Foundation

/// Finds the one stop a STOP argument means: an id, `@alias`, or a unique name match.
public struct StopResolver {
    /// Saved aliases (name → stop id or name), from the config file.
    public let aliases: [String: String]

    public init(aliases: [String: String] = [:]) {
        self.aliases = aliases
    }

    public func resolve(_ argument: String, in stops: [Stop]) throws -> Stop {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@") {
            let alias = String(trimmed.dropFirst())
            let target = aliases[alias] ?? aliases.first { TextMatching.normalized($0.key) == TextMatching.normalized(alias) }?.value
            guard let target, !target.hasPrefix("@") else { throw ClientError.unknownAlias(alias) }
            return try resolveIdOrName(target, in: stops)
        }
        return try resolveIdOrName(trimmed, in: stops)
    }

    private func resolveIdOrName(_ text: String, in stops: [Stop]) throws -> Stop {
        if let id = Int64(text) {
            guard let stop = stops.first(where: { $0.id == id }) else { throw ClientError.stopNotFound(text) }
            return stop
        }
        let search = SearchQuery(text)
        guard !search.isEmpty else { throw ClientError.stopNotFound(text) }
        // An exact name wins over partial matches: "Uni" should not be ambiguous with "Uni Süd" if a
        // stop is called exactly "Uni".
        let candidates = search.candidates(among: stops, name: \.name, id: \.id)
        if candidates.count == 1, let only = candidates.first { return only }
        guard !candidates.isEmpty else { throw ClientError.stopNotFound(text) }
        throw ClientError.ambiguousStop(query: text, candidates: candidates.map(\.reference))
    }
}
