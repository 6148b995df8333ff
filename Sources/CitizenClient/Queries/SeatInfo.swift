/// How full a bus is, in the contract's three bands (#SF_C6).
public enum SeatBand: String, Sendable, Equatable, CaseIterable {
    /// 100–50 % free.
    case plenty
    /// 49–25 % free.
    case limited
    /// 24–0 % free.
    case scarce

    /// The band of a whole-number free percentage (values outside 0…100 are clamped).
    public init(freePercent: Int) {
        switch freePercent {
        case 50...: self = .plenty
        case 25...: self = .limited
        default: self = .scarce
        }
    }
}

/// Seats of one bus: capacity from E2, occupancy from E7.
public struct SeatInfo: Equatable, Sendable {
    /// Capacity; nil when unknown (0 on the wire means unknown too).
    public let totalSeats: Int?
    public let takenSeats: Int?
    /// `total − taken`, clamped to 0…total; nil when either is unknown.
    public let freeSeats: Int?
    /// `floor(100 × free / total)`; nil when unknown.
    public let freePercent: Int?
    public let band: SeatBand?

    public init(totalSeats: Int?, takenSeats: Int?) {
        let total = totalSeats.flatMap { $0 > 0 ? $0 : nil }
        self.totalSeats = totalSeats
        self.takenSeats = takenSeats
        guard let total, let taken = takenSeats else {
            freeSeats = nil
            freePercent = nil
            band = nil
            return
        }
        // A negative `takenSeats` can be stored through E8, and more than capacity must not show
        // as "-2 free"; both are clamped.
        let (rawFree, overflow) = total.subtractingReportingOverflow(taken)
        let free = overflow ? (taken < 0 ? total : 0) : min(total, max(0, rawFree))
        let (scaled, tooLarge) = free.multipliedReportingOverflow(by: 100)
        let percent = tooLarge ? Int((Double(free) / Double(total) * 100).rounded(.down)) : scaled / total
        freeSeats = free
        freePercent = percent
        band = SeatBand(freePercent: percent)
    }

    /// No seat free: the scarce band says "almost", this says there is no room at all.
    public var isFull: Bool { freeSeats == 0 }

    public static let unknown = SeatInfo(totalSeats: nil, takenSeats: nil)
}
