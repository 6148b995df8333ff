import Foundation

/// A way forward after a no: stops near the asked place that a bus calls at around the asked time,
/// their scheduled runs, and one request to try instead (the CLI shows it as a command line).
public struct RequestAdvice: Equatable, Sendable {
    /// One line calling at one nearby stop.
    public struct ServedStop: Equatable, Sendable {
        public let stopId: Int64
        public let stopName: String
        public let location: Coordinate
        public let distanceMeters: Double
        public let lineId: Int64
        public let lineName: String
        /// Scheduled calls, in time order.
        public let runs: [Date]

        public init(
            stopId: Int64, stopName: String, location: Coordinate, distanceMeters: Double, lineId: Int64,
            lineName: String, runs: [Date]
        ) {
            self.stopId = stopId
            self.stopName = stopName
            self.location = location
            self.distanceMeters = distanceMeters
            self.lineId = lineId
            self.lineName = lineName
            self.runs = runs
        }
    }

    public let stops: [ServedStop]
    /// Nothing runs near there around the asked time: the runs shown are the next ones after it.
    public let isLater: Bool
    /// The request to try instead; nil when no stop is served.
    public let suggestion: SuggestedRequest?

    public init(stops: [ServedStop], isLater: Bool, suggestion: SuggestedRequest?) {
        self.stops = stops
        self.isLater = isLater
        self.suggestion = suggestion
    }
}

/// The request the advice suggests: the first stop's line at its run closest to the asked time, for
/// the persons and help asked for.
public struct SuggestedRequest: Equatable, Sendable {
    public let stopId: Int64
    public let lineId: Int64
    public let time: Date
    public let persons: Int
    public let assistance: [AssistanceNeed]

    public init(stopId: Int64, lineId: Int64, time: Date, persons: Int, assistance: [AssistanceNeed]) {
        self.stopId = stopId
        self.lineId = lineId
        self.time = time
        self.persons = persons
        self.assistance = assistance
    }
}
