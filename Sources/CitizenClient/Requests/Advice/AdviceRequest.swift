import Foundation

/// What a person asked for when the answer was no (declined, or outside service): the advice looks
/// for something close to it.
public struct AdviceRequest: Equatable, Sendable {
    public var lineId: Int64?
    public var place: Coordinate
    public var time: Date
    public var persons: Int
    public var assistance: [AssistanceNeed]

    public init(lineId: Int64?, place: Coordinate, time: Date, persons: Int = 1, assistance: [AssistanceNeed] = []) {
        self.lineId = lineId
        self.place = place
        self.time = time
        self.persons = persons
        self.assistance = assistance
    }

    /// A request as the journal keeps it (before sending, or after a decline).
    public init(_ intent: RequestIntent) {
        self.init(
            lineId: intent.lineId, place: intent.location, time: intent.pickUpTime, persons: intent.persons,
            assistance: intent.assistance)
    }

    /// A request as the server answers it; nil without a place or time to work from.
    public init?(_ stop: CustomStop) {
        guard let place = stop.location, let time = stop.pickUpTime else { return nil }
        self.init(
            lineId: stop.lineId, place: place, time: time, persons: max(1, stop.numberOfPersons ?? 1),
            assistance: stop.passenger.assistance.compactMap(AssistanceNeed.init(driverCode:)))
    }
}
