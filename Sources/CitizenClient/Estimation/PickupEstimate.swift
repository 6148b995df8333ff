import Foundation

/// When the bus that accepted a pick-up is expected there (issue 25): at a stop of its line, the
/// line's estimate for that call; at a door off the route, the way there from its route
/// (`PickupEstimator`, docs/eta.md). Nil wherever it is used when there is no basis: no accepting
/// bus, no position, or only the timetable.
public struct PickupEstimate: Equatable, Sendable {
    /// Where the party waits.
    public enum Place: Equatable, Sendable {
        /// At a stop of the bus's line: the bus calls there on its run.
        case stop
        /// Off the route: the bus leaves its route for it.
        case door
    }

    /// Where the bus is now, as a person would say it.
    public enum Whereabouts: Equatable, Sendable {
        /// Standing at a stop of its line (within `DrivingAssumptions.atStopMeters`).
        case atStop(name: String)
        /// On its route, making for this stop: the next its run calls at. Not the nearest stop, which
        /// may lie behind it and flip back and forth between two ("nahe Eulenbis Kirche", "nahe
        /// Eulenbis Höhe", "nahe Eulenbis Kirche" read as a bus going backwards: new-user trial).
        case onWayTo(name: String)
        /// On its route with no call ahead in the forecast, this stop the nearest.
        case nearStop(name: String)
        /// Off its route, on the way to this party.
        case comingToYou
        /// At the party's place.
        case arrived
        /// Off its route on something else, or nowhere near a stop.
        case elsewhere

        /// On its way to the party or there: the news a watch must tell at once (elsewhere, it is on
        /// its round or someone else's errand, told by the stop it is near).
        public var isAboutTheParty: Bool {
            switch self {
            case .comingToYou, .arrived: return true
            case .atStop, .onWayTo, .nearStop, .elsewhere: return false
            }
        }
    }

    public let busId: Int64
    public let place: Place
    public let busIs: Whereabouts
    public let estimated: Date
    public let earliest: Date
    public let latest: Date
    /// When the client first saw the bus's current position (its age); nil until seen twice.
    public let positionSeenAt: Date?

    public init(
        busId: Int64, place: Place, busIs: Whereabouts, estimated: Date, earliest: Date, latest: Date,
        positionSeenAt: Date?
    ) {
        self.busId = busId
        self.place = place
        self.busIs = busIs
        self.estimated = estimated
        self.earliest = min(earliest, estimated)
        self.latest = max(latest, estimated)
        self.positionSeenAt = positionSeenAt
    }

    /// Whole minutes from `now` to each end of the range, never below 0.
    public func minutesAway(from now: Date) -> (earliest: Int, latest: Int) {
        let early = max(0, Int((earliest.timeIntervalSince(now) / 60).rounded(.down)))
        let late = max(early, Int((latest.timeIntervalSince(now) / 60).rounded(.up)))
        return (early, late)
    }
}
