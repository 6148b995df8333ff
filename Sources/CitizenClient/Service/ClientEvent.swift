import Foundation

/// Something the library wants the user (or, with `-v`, the curious user) to know.
/// The library never prints: the CLI words each event and decides where and whether it is shown.
public enum ClientEvent: Equatable, Sendable {
    /// One HTTP exchange (`-v` only).
    case exchange(ExchangeTrace)
    /// Why cached master data was used or fetched (`-v` only).
    case cache(CacheDecision)
    /// A cache file was dropped or could not be written (always shown).
    case cacheWarning(CacheWarning)
    /// The answer comes from data saved at `dataFrom` (the oldest table used): the server could not be
    /// reached (always shown), or `asked` for with `--offline` mode (`-v` only: nothing was tried).
    case offline(dataFrom: Date, asked: Bool)
    /// Real-time data of a bus could not be fetched; seats and position are shown as unknown.
    case realTimeUnavailable(busId: Int64, reason: ClientError)
    /// A route had more points than `RouteThinning.maximumPoints` and keeps only `kept` of them
    /// (always shown, when the routes are fetched).
    case routeThinned(routeId: Int64, points: Int, kept: Int)
    /// The server's stops table held names that are not valid UTF-8: those stops are left out.
    case unreadableStopNames(ids: [Int64])

    /// True for events that only `-v` shows.
    public var isVerbose: Bool {
        switch self {
        case .exchange, .cache: return true
        case .offline(_, let asked): return asked
        case .cacheWarning, .realTimeUnavailable, .routeThinned, .unreadableStopNames: return false
        }
    }
}

/// Why one kind of master data came from the cache or the server.
public struct CacheDecision: Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// Checked less than the freshness window ago: no request at all.
        case fresh(ageSeconds: Int, windowSeconds: Int)
        /// `/update` says the server's table has not changed.
        case unchanged
        case notCached
        /// `/update` reports a different stamp.
        case changed
        /// Lines and busses carry bus-to-line assignments, which `/update` never reports (wire-contract §4.6).
        case assignmentsExpired(windowSeconds: Int)
        case refreshRequested
        case offlineRequested
    }

    public let kind: MasterDataKind
    public let reason: Reason
}
