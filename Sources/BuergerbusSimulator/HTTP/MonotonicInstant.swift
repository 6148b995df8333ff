import Dispatch

/// A point on the monotonic clock, for read deadlines and request durations
/// (wall-clock jumps must neither expire nor extend a timeout).
struct MonotonicInstant: Comparable, Sendable {
    let nanoseconds: UInt64

    static func now() -> MonotonicInstant {
        MonotonicInstant(nanoseconds: DispatchTime.now().uptimeNanoseconds)
    }

    func adding(seconds: Double) -> MonotonicInstant {
        let delta = seconds > 0 ? UInt64(min(seconds, 1e9) * 1e9) : 0
        return MonotonicInstant(nanoseconds: nanoseconds &+ delta)
    }

    /// Whole milliseconds left until this instant, rounded up so a poll never wakes early; 0 when past.
    func millisecondsRemaining(from now: MonotonicInstant = .now()) -> Int32 {
        guard nanoseconds > now.nanoseconds else { return 0 }
        let milliseconds = (nanoseconds - now.nanoseconds + 999_999) / 1_000_000
        return Int32(clamping: milliseconds)
    }

    func milliseconds(since earlier: MonotonicInstant) -> Double {
        guard nanoseconds > earlier.nanoseconds else { return 0 }
        return Double(nanoseconds - earlier.nanoseconds) / 1e6
    }

    static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }
}
