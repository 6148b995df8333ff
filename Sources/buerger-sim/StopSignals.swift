import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM, blocked in every thread and taken with `sigwait`. A signal sent at any moment
/// after `block()` stays pending until `wait()` takes it, so a caller that stops the server as soon as it
/// reads the `listening on` line can never slip into a gap and leave the server running (which happened
/// with a dispatch signal source armed after the line was printed).
struct StopSignals {
    private var set = sigset_t()

    /// Call before any thread starts: threads inherit the blocked mask.
    static func block() -> StopSignals {
        var signals = StopSignals()
        sigemptyset(&signals.set)
        sigaddset(&signals.set, SIGINT)
        sigaddset(&signals.set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals.set, nil)
        return signals
    }

    /// Blocks until SIGINT or SIGTERM arrives (or has arrived since `block()`).
    func wait() {
        var set = self.set
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
    }
}
