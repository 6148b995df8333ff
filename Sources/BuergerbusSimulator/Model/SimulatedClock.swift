import Foundation

/// Simulated time: starts at a chosen instant and runs `speed` simulated seconds per real second.
/// Tests set or advance it through /sim/clock. Thread-safe.
///
/// It never leaves `range`: a start or a move outside it is held at the nearest end, and at high speed
/// it stops at the end of 2100. Far beyond, a double no longer tells one 5-second fleet tick from the
/// next (at 1e17 s they are 16 s apart), and dates stop meaning anything to calendars and clients.
public final class SimulatedClock: @unchecked Sendable {
    /// 1970-01-01T00:00:00Z … 2100-12-31T23:59:59.999Z: what `/sim/clock` and `--start` accept.
    public static let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 4_133_980_799.999)

    private let lock = NSLock()
    private var anchorSimulated: Date
    private var anchorReal: Date
    private var speed: Double
    private let realNow: @Sendable () -> Date

    public init(start: Date, speed: Double = 1, realNow: @escaping @Sendable () -> Date = { Date() }) {
        self.anchorSimulated = Self.clamped(start)
        self.speed = speed
        self.realNow = realNow
        self.anchorReal = realNow()
    }

    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return currentLocked()
    }

    public var currentSpeed: Double {
        lock.lock()
        defer { lock.unlock() }
        return speed
    }

    public func set(_ date: Date) {
        lock.lock()
        defer { lock.unlock() }
        anchorSimulated = Self.clamped(date)
        anchorReal = realNow()
    }

    public func advance(by seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        anchorSimulated = Self.clamped(currentLocked().addingTimeInterval(seconds.isFinite ? seconds : 0))
        anchorReal = realNow()
    }

    public func setSpeed(_ newSpeed: Double) {
        lock.lock()
        defer { lock.unlock() }
        anchorSimulated = currentLocked()
        anchorReal = realNow()
        speed = newSpeed
    }

    private func currentLocked() -> Date {
        let elapsed = realNow().timeIntervalSince(anchorReal) * speed
        return Self.clamped(anchorSimulated.addingTimeInterval(elapsed.isFinite ? elapsed : 0))
    }

    private static func clamped(_ date: Date) -> Date {
        min(max(date, range.lowerBound), range.upperBound)
    }
}
