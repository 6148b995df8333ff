import Foundation

/// One change `buerger watch request` reports (#SF_C5, #SF_C4 reminder).
public enum RequestWatchChange: Equatable, Sendable {
    /// The request's state as first seen or as it changed; `bus` is the accepting bus, when known.
    case state(RequestState, bus: Int64?)
    /// An accepted pick-up is `minutes` away (at most the reminder lead), at the stop named
    /// `stopName` (the nearest within `RequestWatchEvents.stopNameMeters`) or else at `location`.
    case reminder(minutes: Int, pickUp: Date, stopName: String?, location: Coordinate?)
    /// The accepting bus's expected arrival, as first known or moved (issue 25).
    case estimate(PickupEstimate)
    /// `--alert`: the bus may be `minutes` away (the early end of its range).
    case alert(minutes: Int, PickupEstimate)
    case networkLost
    case networkBack
    /// The server no longer has the request for this device.
    case gone

    /// The machine name of the change, the `"kind"` of a `--json` line: `request-accepted`,
    /// `request-no-show`, …, `pickup-reminder`, `pickup-estimate`, `bus-alert`, `network-lost`,
    /// `network-back`, `request-gone`.
    public var kind: String {
        switch self {
        case .state(let state, _): return "request-" + state.name
        case .reminder: return "pickup-reminder"
        case .estimate: return "pickup-estimate"
        case .alert: return "bus-alert"
        case .networkLost: return "network-lost"
        case .networkBack: return "network-back"
        case .gone: return "request-gone"
        }
    }
}

/// A change of one request, when it was noticed, and the request's state as last seen (nil before
/// the first answer).
public struct RequestWatchEvent: Equatable, Sendable {
    public let time: Date
    public let requestId: Int64
    public let state: RequestState?
    public let change: RequestWatchChange

    public init(time: Date, requestId: Int64, state: RequestState?, change: RequestWatchChange) {
        self.time = time
        self.requestId = requestId
        self.state = state
        self.change = change
    }
}

/// Turns `RequestFollower`'s events into watch events, remembering the last state seen and naming
/// the pick-up place by the stops around it.
public struct RequestWatchEvents {
    /// A pick-up this close to a stop is named by the stop ("at Schulstraße"): a request at the
    /// doorstep of a stop is found there; further away the coordinates say it better.
    public static let stopNameMeters = 150.0

    public let requestId: Int64
    private let stops: [Stop]
    private var lastState: RequestState?

    public init(requestId: Int64, stops: [Stop]) {
        self.requestId = requestId
        self.stops = stops
    }

    public mutating func translate(_ event: FollowEvent, at time: Date) -> RequestWatchEvent {
        let change: RequestWatchChange
        switch event {
        case .stateChanged(_, let state, let request):
            lastState = state
            change = .state(state, bus: request.acceptingBus)
        case .reminder(let pickUp, let location, _):
            let minutes = max(0, Int((pickUp.timeIntervalSince(time) / 60).rounded()))
            let nearest = location.flatMap { StopSearch.nearest(to: $0, in: stops).first }
            let stopName = nearest.flatMap { $0.distanceMeters <= Self.stopNameMeters ? $0.stop.name : nil }
            change = .reminder(minutes: minutes, pickUp: pickUp, stopName: stopName, location: location)
        case .estimate(let estimate, _):
            change = .estimate(estimate)
        case .alert(let estimate, _):
            let minutes = max(0, Int((estimate.earliest.timeIntervalSince(time) / 60).rounded()))
            change = .alert(minutes: minutes, estimate)
        case .fetchFailed: change = .networkLost
        case .recovered: change = .networkBack
        case .vanished: change = .gone
        }
        return RequestWatchEvent(time: time, requestId: requestId, state: lastState, change: change)
    }
}
