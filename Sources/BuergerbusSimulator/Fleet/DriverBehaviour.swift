import Foundation

/// How simulated drivers answer custom-stop requests and fetch the parties (`--decide-after`,
/// `--accept-rate`, `--no-show-rate`, `--pickup-habit` of buerger-sim).
public struct DriverBehaviour: Sendable, Equatable {
    /// When a driver sets off for a party off the route.
    public enum PickupHabit: String, Sendable, CaseIterable {
        /// Waits at the last stop it can leave from and comes at the agreed time, as the concept's
        /// driver does ("It's 11am and Helmut arrives in front of Emma's home").
        case onTime = "on-time"
        /// Sets off from the last stop before it would be too late and waits at the party's door.
        case early
    }

    /// Simulated seconds between a request's creation and the drivers' answers.
    public var decideAfter: TimeInterval
    /// Chance that a driver with room accepts; otherwise they decline.
    public var acceptRate: Double
    /// Chance that the passenger is not there at pickup time.
    public var noShowRate: Double
    public var pickupHabit: PickupHabit

    public init(
        decideAfter: TimeInterval = 60, acceptRate: Double = 0.8, noShowRate: Double = 0.1,
        pickupHabit: PickupHabit = .onTime
    ) {
        self.decideAfter = max(0, decideAfter)
        self.acceptRate = min(1, max(0, acceptRate))
        self.noShowRate = min(1, max(0, noShowRate))
        self.pickupHabit = pickupHabit
    }

    public static let standard = DriverBehaviour()
}
