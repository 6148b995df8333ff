import Foundation

/// What a stop board reads (`buerger stop`): lines, busses and routes, and the stops in whichever form
/// the cache has ready — never a stops field left empty because the stops came another way.
struct BoardTables {
    /// The stops as a board reads them.
    enum Stops {
        /// The cached board form: every stop's outline, timetables decoded on demand (a warm cache).
        case timetable(StopTimetable)
        /// The whole stops table (fetched, or no board form yet).
        case table([Stop])
    }

    let lines: [Line]
    let busses: [Bus]
    let routes: [Route]
    let stops: Stops
    /// Set when the server could not be reached (or `--offline`): when the oldest table used was fetched.
    let offlineSince: Date?

    /// The master data of a board made of `stops`.
    func data(stops: [Stop]) -> MasterData {
        MasterData(stops: stops, lines: lines, busses: busses, routes: routes)
    }
}
