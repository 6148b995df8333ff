/// The part of the server's state that changes at runtime; what `--state FILE` keeps across restarts.
/// Master data (lines, routes, stops, schedules) is not in it: it comes from `--data` on every start.
public struct StateSnapshot: Codable, Equatable, Sendable {
    /// Which line each bus serves (E9 changes it).
    public struct BusAssignment: Codable, Equatable, Sendable {
        public var busId: Int64
        public var lineId: Int64?
        public init(busId: Int64, lineId: Int64?) {
            self.busId = busId
            self.lineId = lineId
        }
    }

    public var customStops: [CustomStopRecord]
    public var nextCustomStopId: Int64
    public var lastPositions: [LastPositionRecord]
    public var busAssignments: [BusAssignment]

    public init(
        customStops: [CustomStopRecord], nextCustomStopId: Int64, lastPositions: [LastPositionRecord],
        busAssignments: [BusAssignment]
    ) {
        self.customStops = customStops
        self.nextCustomStopId = nextCustomStopId
        self.lastPositions = lastPositions
        self.busAssignments = busAssignments
    }
}
