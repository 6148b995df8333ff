import Foundation

/// Simulated time: starts at a chosen instant and runs `speed` simulated seconds per real second.
/// Tests set or advance it through /sim/clock. Thread-safe.
public final class SimulatedClock: @unchecked Sendable {
    private let lock = NSLock()
    private var anchorSimulated: Date
    private var anchorReal: Date
    private var speed: Double
    private let realNow: @Sendable () -> Date

    public init(start: Date, speed: Double = 1, realNow: @escaping @Sendable () -> Date = { Date() }) {
        self.anchorSimulated = start
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
        anchorSimulated = date
        anchorReal = realNow()
    }

    public func advance(by seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        anchorSimulated = currentLocked().addingTimeInterval(seconds)
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
        anchorSimulated.addingTimeInterval(realNow().timeIntervalSince(anchorReal) * speed)
    }
}
