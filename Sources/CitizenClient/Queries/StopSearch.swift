import Foundation

/// A stop found by a search, with its lines and, for `--near`, its distance.
public struct StopMatch: Equatable, Sendable {
    public let stop: Stop
    public let lines: [LineReference]
    /// Metres from the `--near` point; nil without one.
    public let distanceMeters: Double?
}

/// A stop close to some point.
public struct NearbyStop: Equatable, Sendable {
    public let stop: Stop
    public let distanceMeters: Double
}

/// `buerger stops [SEARCH] [--near LAT,LON] [--limit N]`.
public enum StopSearch {
    /// How many stops `--near` lists when no `--limit` is given.
    public static let defaultNearLimit = 7

    /// Stops whose name fits `query` (see `SearchQuery`), best fit first; without a query in server
    /// order; with `near`, nearest first. Stops without a position are left out of a `near` search.
    public static func search(_ data: MasterData, query: String?, near: Coordinate?, limit: Int?) -> [StopMatch] {
        let search = SearchQuery(query)
        let found =
            search.isEmpty
            ? data.stops
            : search.ranked(
                data.stops.map { (stop: $0, folded: SearchFolding.fold($0.name)) },
                folded: \.folded, id: \.stop.id
            ).map(\.stop)
        return listed(found, in: data, near: near, limit: limit)
    }

    /// Stops already found, in the order given, as matches: with their lines, sorted by distance
    /// from `near` when given, and cut to the limit.
    static func listed(_ found: [Stop], in data: MasterData, near: Coordinate?, limit: Int?) -> [StopMatch] {
        var matches: [StopMatch]
        if let near {
            matches = found.compactMap { stop in
                stop.location.map {
                    StopMatch(
                        stop: stop, lines: data.lineReferences(for: stop),
                        distanceMeters: Geodesy.distanceMeters(near, $0))
                }
            }
            matches.sort { ($0.distanceMeters ?? 0, $0.stop.id) < ($1.distanceMeters ?? 0, $1.stop.id) }
        } else {
            matches = found.map { StopMatch(stop: $0, lines: data.lineReferences(for: $0), distanceMeters: nil) }
        }
        let effectiveLimit = limit ?? (near == nil ? nil : defaultNearLimit)
        if let effectiveLimit { matches = Array(matches.prefix(max(0, effectiveLimit))) }
        return matches
    }

    /// The stops nearest to a point, closest first.
    public static func nearest(to point: Coordinate, in stops: [Stop], limit: Int = 1) -> [NearbyStop] {
        let measured = stops.compactMap { stop in
            stop.location.map { NearbyStop(stop: stop, distanceMeters: Geodesy.distanceMeters(point, $0)) }
        }
        return Array(
            measured.sorted { ($0.distanceMeters, $0.stop.id) < ($1.distanceMeters, $1.stop.id) }
                .prefix(max(0, limit)))
    }
}
