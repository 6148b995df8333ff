import Foundation

/// How simulated drivers answer custom-stop requests (`--decide-after`, `--accept-rate`,
/// `--no-show-rate` of buerger-sim).
public struct DriverBehaviour: Sendable, Equatable {
    /// Simulated seconds between a request's creation and the drivers' answers.
    public var decideAfter: TimeInterval
    /// Chance that a driver with room accepts; otherwise they decline.
    public var acceptRate: Double
    /// Chance that the passenger is not there at pickup time.
    public var noShowRate: Double

    public init(decideAfter: TimeInterval = 60, acceptRate: Double = 0.8, noShowRate: Double = 0.1) {
        self.decideAfter = max(0, decideAfter)
        self.acceptRate = min(1, max(0, acceptRate))
        self.noShowRate = min(1, max(0, noShowRate))
    }

    public static let standard = DriverBehaviour()
}
