import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The open connections of one server: admits up to a capacity, and lets `stop()` wake every
/// blocked read and wait until all connection threads are gone.
/// Descriptors are closed only here, under the lock, so `shutdownAll` never touches a number
/// the kernel has already handed to someone else.
///
/// When every slot is taken, a new client is not turned away while a slot is merely held: the
/// kept-alive connection that has waited longest for its next request is closed for it (its client
/// reconnects, as HTTP lets a server close an idle connection at any time), else the one that has been
/// sending its first bytes or its header longest (a slow-loris client), if for over `slowHeadSeconds`.
/// Connections reading a body or being answered are never taken; when nothing can be, the newcomer
/// gets 503.
final class ConnectionRegistry: @unchecked Sendable {
    enum Admission: Equatable {
        case admitted
        case full
        case stopping
    }

    /// What a connection is doing, as its thread reports it.
    enum Activity: Equatable {
        /// Accepted, no byte yet.
        case opened
        /// Answered and kept alive, no byte of the next request yet.
        case waitingForRequest
        /// Part of a request header has arrived.
        case readingHead
        /// Reading a body, in the handler, or writing the answer.
        case busy
    }

    private struct Slot {
        var activity: Activity
        var since: MonotonicInstant
    }

    private let condition = NSCondition()
    private var slots: [Int32: Slot] = [:]
    /// Connections shut down to make room; their threads are still closing them.
    private var evicted = Set<Int32>()
    private var evictionCount = 0
    private var stopping = false
    private let capacity: Int
    /// A start (opening or header) younger than this may be a quick client still sending: never taken.
    static let slowHeadSeconds: Double = 0.5

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return slots.count
    }

    /// Kept-alive connections waiting for their next request: the ones a newcomer may take the slot of.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return slots.filter { !evicted.contains($0.key) && $0.value.activity == .waitingForRequest }.count
    }

    /// Connections closed to make room for new ones since the start.
    var evictions: Int {
        condition.lock()
        defer { condition.unlock() }
        return evictionCount
    }

    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    func admit(_ descriptor: Int32, now: MonotonicInstant = .now()) -> Admission {
        condition.lock()
        defer { condition.unlock() }
        if stopping { return .stopping }
        if slots.count - evicted.count >= capacity {
            guard let victim = evictionCandidate(now: now) else { return .full }
            // Shutting the socket down wakes its thread, which closes it through `close` as usual.
            _ = shutdown(victim, SocketSystem.shutdownBoth)
            evicted.insert(victim)
            evictionCount += 1
        }
        slots[descriptor] = Slot(activity: .opened, since: now)
        return .admitted
    }

    /// Called by a connection's thread whenever it starts doing something else.
    func report(_ descriptor: Int32, _ activity: Activity, now: MonotonicInstant = .now()) {
        condition.lock()
        defer { condition.unlock() }
        guard let slot = slots[descriptor], slot.activity != activity else { return }
        // A header that follows the opening counts from the opening: one slow start, not two.
        let continuesStart = slot.activity == .opened && activity == .readingHead
        slots[descriptor] = Slot(activity: activity, since: continuesStart ? slot.since : now)
    }

    /// The longest-idle kept-alive connection, else the slowest start; nil when no slot can be taken.
    /// A fresh connection is never taken before it had time to send its request: newcomers arriving
    /// together would otherwise close each other.
    private func evictionCandidate(now: MonotonicInstant) -> Int32? {
        let candidates = slots.filter { !evicted.contains($0.key) }
        let idle = candidates.filter { $0.value.activity == .waitingForRequest }
        if let longestIdle = idle.min(by: { $0.value.since < $1.value.since }) { return longestIdle.key }
        let slow = candidates.filter {
            ($0.value.activity == .opened || $0.value.activity == .readingHead)
                && now.milliseconds(since: $0.value.since) >= Self.slowHeadSeconds * 1000
        }
        return slow.min { $0.value.since < $1.value.since }?.key
    }

    /// Closes a registered connection; with `reset`, the peer gets a TCP RST instead of a FIN.
    func close(_ descriptor: Int32, reset: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if reset { SocketSystem.armReset(descriptor) }
        slots[descriptor] = nil
        evicted.remove(descriptor)
        SocketSystem.closeDescriptor(descriptor)
        condition.broadcast()
    }

    /// Refuses new connections and wakes every read, write and pause of the open ones.
    func shutdownAll() {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        for descriptor in slots.keys {
            _ = shutdown(descriptor, SocketSystem.shutdownBoth)
        }
        condition.broadcast()
    }

    func waitUntilEmpty() {
        condition.lock()
        defer { condition.unlock() }
        while !slots.isEmpty {
            condition.wait()
        }
    }

    /// Waits `seconds` (a delayed-answer fault); returns false early if the server is stopping.
    func pause(seconds: TimeInterval) -> Bool {
        // A day is longer than any fault needs; the clamp keeps NaN and infinity out of the date math.
        let deadline = Date().addingTimeInterval(seconds.isFinite ? min(max(0, seconds), 86_400) : 0)
        condition.lock()
        defer { condition.unlock() }
        while !stopping {
            if !condition.wait(until: deadline) { return !stopping }
        }
        return false
    }
}
