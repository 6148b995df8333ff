import Foundation

/// An estimated arrival, possibly with a range.
public struct ArrivalEstimate: Equatable, Sendable {
    public let time: Date
    public let earliest: Date?
    public let latest: Date?

    public init(time: Date, earliest: Date? = nil, latest: Date? = nil) {
        self.time = time
        self.earliest = earliest
        self.latest = latest
    }
}

/// Everything an estimator may look at for one scheduled call of a bus at a stop.
public struct ArrivalQuestion: Sendable {
    public let call: ScheduledCall
    public let stop: Stop
    public let bus: Bus?
    public let position: BusPosition?
    public let route: Route?
    public let now: Date
    /// What the line's forecast (run inference and projection, see `LineForecaster`) says about this
    /// call; nil when the line has no timetable to forecast.
    public let forecast: CallForecast?
}

/// The seam for the ETA issue: given a scheduled call and what is known of the bus, say when it
/// will really arrive, or nil when there is no basis for a guess. Which bus makes which call, and
/// which calls are still to come, is decided by the `LineForecaster` whatever the estimator.
public protocol ArrivalEstimator {
    func estimate(_ question: ArrivalQuestion) -> ArrivalEstimate?
}

/// Estimates nothing: departures show the timetable only.
public struct TimetableOnlyEstimator: ArrivalEstimator {
    public init() {}
    public func estimate(_ question: ArrivalQuestion) -> ArrivalEstimate? { nil }
}

/// The estimator `buerger` uses: the line forecast's projection from the bus's place on its run
/// (docs/eta.md), with the range the estimator's measured error gives.
public struct RouteProgressEstimator: ArrivalEstimator {
    public init() {}
    public func estimate(_ question: ArrivalQuestion) -> ArrivalEstimate? { question.forecast?.estimate }
}
