#if canImport(Glibc)
    import Glibc

    /// The two time limits of one socket exchange on the monotonic clock (wall-clock jumps must not end
    /// or stretch a request): connecting must finish by `connectBy`, the whole answer by `answerBy`.
    struct SocketDeadline {
        let connectBy: UInt64
        let answerBy: UInt64
        let now: () -> UInt64
        /// What a timeout reports: the total budget, as CurlTransport does.
        let totalSeconds: Double

        init(timeouts: TransportTimeouts, now: @escaping () -> UInt64) {
            let start = now()
            connectBy = start &+ Self.nanoseconds(timeouts.connectSeconds)
            answerBy = start &+ Self.nanoseconds(timeouts.totalSeconds)
            self.now = now
            totalSeconds = timeouts.totalSeconds
        }

        var timedOut: TransportFailure { ExchangeFault.timedOut(seconds: totalSeconds).failure }

        /// Milliseconds left until `instant` for poll(2), rounded up so a wait never ends early; 0 when past.
        func pollMilliseconds(until instant: UInt64) -> Int32 {
            let milliseconds = (nanosecondsLeft(until: instant) + 999_999) / 1_000_000
            return Int32(min(milliseconds, UInt64(Int32.max)))
        }

        /// Nanoseconds left until `instant`; 0 when past.
        func nanosecondsLeft(until instant: UInt64) -> UInt64 {
            let current = now()
            return instant > current ? instant - current : 0
        }

        /// The instant by which the connection to one of `addressesLeft` addresses must be made: an
        /// equal share of the connect time that is left (all of it for the last address), so a
        /// black-holed first address leaves the next one time to answer. curl shares its connect time
        /// among the addresses of one family alike.
        func connectShare(addressesLeft: Int) -> UInt64 {
            let left = nanosecondsLeft(until: connectBy)
            return now() &+ left / UInt64(max(1, addressesLeft))
        }

        /// CLOCK_MONOTONIC in nanoseconds.
        static func monotonicNanoseconds() -> UInt64 {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return UInt64(max(0, time.tv_sec)) &* 1_000_000_000 &+ UInt64(max(0, time.tv_nsec))
        }

        private static func nanoseconds(_ seconds: Double) -> UInt64 {
            // TransportTimeouts keeps figures within (0, 3600]: no overflow.
            UInt64((seconds * 1_000_000_000).rounded(.up))
        }
    }
#endif
