import Foundation

/// A bus as `buerger bus` tells it, with this installation's pick-ups it has accepted and is to
/// fetch soon: a helper looking at the bus on its way to her door saw its route and next stop as if
/// nothing were planned, while `status` said "at your door at 09:30" (new-user trial).
public struct BusWithPickups {
    public let report: BusReport
    /// Each request as the one view, with its estimate, the soonest pick-up first.
    public let pickups: [RequestView]

    public init(report: BusReport, pickups: [RequestView]) {
        self.report = report
        self.pickups = pickups
    }
}
