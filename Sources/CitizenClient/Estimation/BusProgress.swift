import Foundation

/// Where a bus stands in its line's day, as run inference decided.
enum BusProgress: Equatable {
    /// Serving run `run` (an index into the forecast's run instances), `meters` along the route.
    /// `atStop` is the stop it stands at, if any; a run not begun yet has `meters` before its first stop.
    case onRun(run: Int, meters: Double, atStop: Int?)
    /// Done with run `run` (nil: with no run near now), `meters` along the route on the way to the
    /// terminal or waiting there.
    case betweenRuns(after: Int?, meters: Double)
    /// No basis for an estimate.
    case unknown(TimetableReason)
}

/// A bus placed on its line: where, and from when the projection starts (later than now while the
/// bus is away on a detour and has yet to come back to its route).
struct BusPlacement: Equatable {
    let busId: Int64
    let progress: BusProgress
    let resumesAt: Date
    let isDetour: Bool
    /// How fast the bus has been driving the stretch it is on, metres per second (`StretchPace`).
    var stretchSpeed: Double?
    /// How the bus has been driving this run (`RunPace`).
    var pace: RunPace?
    /// Seconds it has been seen standing still between stops.
    var standing: TimeInterval = 0
    /// How much longer that stand is expected to last, seconds (`StandLengths`).
    var standRest: TimeInterval = 0
    /// Seconds it is taken to have stood at the stop it stands at (`StandAtStop`).
    var atStopFor: TimeInterval = 0
    /// Between runs and driving back along the route to the first stop (`FinishedRun`).
    var returning = false
}
