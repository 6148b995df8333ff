import Foundation

/// One deadline for everything a command asks the server: each exchange gets at most the time left
/// (`HTTPRequestData.timeLimitSeconds`), and once it is spent an exchange ends at once as timed out,
/// without a byte sent. Without it a command's limit was per exchange: `bus` asked a line's ten buses
/// one after another, each within 5 s, and took 40 s against a server answering in 4.
///
/// Sits below `RetryingTransport`, so a retry counts against the same deadline. The clock is the
/// monotonic one (a wall-clock jump must not end or stretch a command), injected for tests.
public struct DeadlineTransport: HTTPTransport {
    let base: HTTPTransport
    /// The whole budget, as a timeout reports it.
    let seconds: Double
    let endsAt: UInt64
    let monotonicNanoseconds: () -> UInt64

    /// Starts the deadline now: `seconds` from this moment.
    public init(
        base: HTTPTransport, seconds: Double,
        monotonicNanoseconds: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) {
        let budget = TransportTimeouts(seconds: seconds).totalSeconds
        self.base = base
        self.seconds = budget
        self.monotonicNanoseconds = monotonicNanoseconds
        self.endsAt = monotonicNanoseconds() &+ UInt64(budget * 1e9)
    }

    public var allowsConcurrentSends: Bool { base.allowsConcurrentSends }

    /// Seconds left of the deadline; 0 once it has passed.
    public var secondsLeft: Double {
        let now = monotonicNanoseconds()
        return now >= endsAt ? 0 : Double(endsAt - now) / 1e9
    }

    public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        let left = secondsLeft
        guard left > 0 else { throw TransportFailure.timedOut(seconds: seconds) }
        var limited = request
        limited.timeLimitSeconds = min(request.timeLimitSeconds ?? left, left)
        do {
            return try base.send(limited)
        } catch TransportFailure.timedOut(let exchangeSeconds) {
            // Cut short by the deadline, the exchange's own figure would be a fraction of it.
            throw TransportFailure.timedOut(seconds: secondsLeft > 0 ? exchangeSeconds : seconds)
        }
    }
}
