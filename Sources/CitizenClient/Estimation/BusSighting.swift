import Foundation

/// What the client knows of one bus's whereabouts: the last E7 answer and, from the position history,
/// when it first saw that position and where it saw the bus before.
public struct BusSighting: Equatable, Sendable {
    public let busId: Int64
    /// Nil when the server has no position (204) or it could not be fetched.
    public let position: Coordinate?
    /// When the client first saw `position` unchanged; nil when unknown (no history).
    public let positionSeenAt: Date?
    /// Earlier, different positions with the time each was last seen, oldest first.
    public let earlier: [TimedPosition]
    /// Earlier runs of the bus's line this installation saw, kept past the positions (`SeenRun`).
    public let lineRuns: [SeenRun]

    public init(
        busId: Int64, position: Coordinate?, positionSeenAt: Date? = nil, earlier: [TimedPosition] = [],
        lineRuns: [SeenRun] = []
    ) {
        self.busId = busId
        self.position = position
        self.positionSeenAt = positionSeenAt
        self.earlier = earlier
        self.lineRuns = lineRuns
    }
}

/// A position and when it was seen.
public struct TimedPosition: Equatable, Sendable {
    public let position: Coordinate
    /// When it was last seen there.
    public let seenAt: Date
    /// When it was first seen there, if known: a bus seen standing shows how long it stood.
    public let firstSeenAt: Date?

    public init(position: Coordinate, seenAt: Date, firstSeenAt: Date? = nil) {
        self.position = position
        self.seenAt = seenAt
        self.firstSeenAt = firstSeenAt
    }
}
