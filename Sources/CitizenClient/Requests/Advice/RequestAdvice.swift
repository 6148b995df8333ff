import Foundation

/// A way forward after a no: stops near the asked place that a bus calls at around the asked time,
/// their scheduled runs, and one `buerger request-stop …` command line to try instead.
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

        public init(stopId: Int64, stopName: String, location: Coordinate, distanceMeters: Double, lineId: Int64,
                    lineName: String, runs: [Date]) {
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
    /// `buerger request-stop --stop … --line … --time …` as separate arguments; nil when no stop is served.
    public let commandArguments: [String]?

    public init(stops: [ServedStop], isLater: Bool, commandArguments: [String]?) {
        self.stops = stops
        self.isLater = isLater
        self.commandArguments = commandArguments
    }

    /// The command line to paste into a shell, each argument quoted where the shell needs it.
    public var command: String? { commandArguments.map(ShellQuoting.commandLine) }
}
