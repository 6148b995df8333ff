import Foundation

/// Finds the one stop a STOP argument means: an id, `@alias`, or a unique name match.
public struct StopResolver {
    /// Saved aliases (name → stop id or name), from the config file.
    public let aliases: [String: String]
    /// Saved places (name → `LAT,LON`), from the config file: `@zuhause` for a door, not a stop.
    public let places: [String: String]

    public init(aliases: [String: String] = [:], places: [String: String] = [:]) {
        self.aliases = aliases
        self.places = places
    }

    /// The `LAT,LON` text a saved place `@name` stands for; nil when the text is no saved place
    /// (a stop alias of the same name wins: it was there first).
    public func savedPlace(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("@"), Self.lookUp(String(trimmed.dropFirst()), in: aliases) == nil else { return nil }
        return place(text)
    }

    /// The `LAT,LON` of the saved place `@name`, whatever stop alias shares the name (`--at` asks for a place).
    public func place(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("@") else { return nil }
        return Self.lookUp(String(trimmed.dropFirst()), in: places)
    }

    private static func lookUp(_ name: String, in table: [String: String]) -> String? {
        table[name] ?? table.first { TextMatching.normalized($0.key) == TextMatching.normalized(name) }?.value
    }

    public func resolve(_ argument: String, in stops: [Stop]) throws -> Stop {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@") {
            let alias = String(trimmed.dropFirst())
            if let target = Self.lookUp(alias, in: aliases), !target.hasPrefix("@") {
                return try resolveIdOrName(target, in: stops)
            }
            // A saved place (the front door) as a stop: the stop nearest to it, within a walk.
            if let text = Self.lookUp(alias, in: places), let position = try? Coordinate(parsing: text) {
                guard let nearest = Self.nearest(to: position, among: stops) else {
                    throw ClientError.stopNotFound(trimmed)
                }
                return nearest
            }
            throw ClientError.unknownAlias(alias)
        }
        return try resolveIdOrName(trimmed, in: stops)
    }

    /// As far as a saved place may be from "its" stop: the catchment a request may be from a route.
    public static let placeToStopMeters = LineDecision.farMeters

    private static func nearest(to position: Coordinate, among stops: [Stop]) -> Stop? {
        let placed = stops.compactMap { stop in stop.location.map { (stop, Geodesy.distanceMeters(position, $0)) } }
        guard let best = placed.min(by: { ($0.1, $0.0.id) < ($1.1, $1.0.id) }), best.1 <= placeToStopMeters else {
            return nil
        }
        return best.0
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
