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
final class ConnectionRegistry: @unchecked Sendable {
    enum Admission: Equatable {
        case admitted
        case full
        case stopping
    }

    private let condition = NSCondition()
    private var descriptors = Set<Int32>()
    private var stopping = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int {
        condition.lock()
        defer { condition.unlock() }
        return descriptors.count
    }

    var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }

    func admit(_ descriptor: Int32) -> Admission {
        condition.lock()
        defer { condition.unlock() }
        if stopping { return .stopping }
        if descriptors.count >= capacity { return .full }
        descriptors.insert(descriptor)
        return .admitted
    }

    /// Closes a registered connection; with `reset`, the peer gets a TCP RST instead of a FIN.
    func close(_ descriptor: Int32, reset: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if reset { SocketSystem.armReset(descriptor) }
        descriptors.remove(descriptor)
        SocketSystem.closeDescriptor(descriptor)
        condition.broadcast()
    }

    /// Refuses new connections and wakes every read, write and pause of the open ones.
    func shutdownAll() {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        for descriptor in descriptors {
            _ = shutdown(descriptor, SocketSystem.shutdownBoth)
        }
        condition.broadcast()
    }

    func waitUntilEmpty() {
        condition.lock()
        defer { condition.unlock() }
        while !descriptors.isEmpty {
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
