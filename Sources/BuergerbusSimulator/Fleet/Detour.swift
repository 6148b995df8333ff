import Foundation

/// An accepted custom stop that a bus should fetch, with the outcome decided up front.
public struct Detour: Sendable, Equatable {
    public let requestId: Int64
    public let pickUp: TimeInterval
    public let location: GeoPoint
    public let persons: Int
    public let showsUp: Bool
    /// The acceptance instant: the plan before it must not change, or the bus would jump.
    public let notBefore: TimeInterval

    public init(requestId: Int64, pickUp: Date, location: GeoPoint, persons: Int, showsUp: Bool, notBefore: Date) {
        self.requestId = requestId
        self.pickUp = pickUp.timeIntervalSince1970
        self.location = location
        self.persons = persons
        self.showsUp = showsUp
        self.notBefore = notBefore.timeIntervalSince1970
    }
}
