import Foundation

/// How far an arrival may fall from its estimate, one standard deviation on each side, seconds. The
/// two sides are apart because a bus is held up by more, and more often, than it is ahead.
struct ArrivalSpread: Equatable {
    var early: Double
    var late: Double

    static func symmetric(_ seconds: Double) -> ArrivalSpread { ArrivalSpread(early: seconds, late: seconds) }

    /// Independent spreads add up as variances.
    static func + (a: ArrivalSpread, b: ArrivalSpread) -> ArrivalSpread {
        ArrivalSpread(
            early: (a.early * a.early + b.early * b.early).squareRoot(),
            late: (a.late * a.late + b.late * b.late).squareRoot())
    }
}
