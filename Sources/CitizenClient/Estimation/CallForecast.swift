import Foundation

/// Why an estimate is what it is.
public enum EstimateBasis: Equatable, Sendable {
    /// From where the bus is on this run.
    case livePosition
    /// The bus is still on an earlier run and will start this one late: from when it will be free.
    case earlierRun
    /// From where the bus left its route for a custom stop and how far it is from getting back.
    case detour
    /// No estimate: the timetable is all there is, for this reason.
    case timetable(TimetableReason)
}

/// Why only the timetable is shown.
public enum TimetableReason: String, Equatable, Sendable {
    /// The server has no position for the bus (204) or it could not be fetched.
    case noPosition
    /// The bus is away from its route and the client did not see where it left it.
    case offRoute
    /// The position has not changed for a long time while the bus should be driving.
    case stalePosition
    /// The line has no route and too few stop positions to place a bus.
    case noRoute
    /// The bus's position fits none of the line's runs around now.
    case noRunFits
    /// No bus serves the line.
    case noBus
    /// The bus has not begun this run (before the first run, between runs) and will start it on time.
    case runNotStarted
}

/// One scheduled call of a run at a stop, with what the forecast says about it.
public struct CallForecast: Equatable, Sendable {
    public let run: RunKey
    public let stopIndex: Int
    public let stopId: Int64
    public let scheduled: Date
    /// The bus expected to make the call.
    public let busId: Int64?
    /// Nil when only the timetable is known (`basis` says why).
    public let estimate: ArrivalEstimate?
    public let basis: EstimateBasis
    /// The bus has been here and left (or, with nobody placed on the run, the time has gone).
    public let passed: Bool
    /// The bus was placed on this run by where it is (driving it, or waiting at its first stop). False
    /// when the run was handed to it while it is on an earlier one, between runs or unseen.
    public let busOnRun: Bool
}
