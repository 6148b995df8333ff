import Foundation

/// What a stop search reads (`buerger stops`): the lines, and the stops in whichever form the cache
/// has ready — never a stops field left empty because the stops came another way.
struct SearchTables {
    /// The stops as a search reads them.
    enum Stops {
        /// The cached search index, only its matches decoded (a warm cache).
        case index(StopIndex)
        /// The whole stops table (fetched, or no index yet).
        case table([Stop])
    }

    let lines: [Line]
    let stops: Stops
    /// Set when the server could not be reached (or `--offline`): when the oldest table used was fetched.
    let offlineSince: Date?
}
