#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX details that differ between Linux and Darwin, in one place.
enum SocketSystem {
    static var streamType: Int32 {
        #if canImport(Glibc)
            return Int32(SOCK_STREAM.rawValue)
        #else
            return SOCK_STREAM
        #endif
    }

    /// A peer that vanished must not raise SIGPIPE: Linux takes a per-call flag, Darwin a socket option.
    static var sendFlags: Int32 {
        #if canImport(Glibc)
            return Int32(MSG_NOSIGNAL)
        #else
            return 0
        #endif
    }

    static var shutdownWrite: Int32 {
        #if canImport(Glibc)
            return Int32(SHUT_WR)
        #else
            return SHUT_WR
        #endif
    }

    static var shutdownBoth: Int32 {
        #if canImport(Glibc)
            return Int32(SHUT_RDWR)
        #else
            return SHUT_RDWR
        #endif
    }

    static func setOption<Value: BitwiseCopyable>(_ descriptor: Int32, level: Int32, name: Int32, value: Value) {
        _ = withUnsafeBytes(of: value) { setsockopt(descriptor, level, name, $0.baseAddress, socklen_t($0.count)) }
    }

    /// Keeps descriptors out of child processes (tests and the simulator start other programs).
    static func setCloseOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    static func setBlocking(_ descriptor: Int32, _ blocking: Bool) {
        let flags = fcntl(descriptor, F_GETFL, 0)
        guard flags >= 0 else { return }
        _ = fcntl(descriptor, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK)
    }

    /// Configures an accepted connection: no SIGPIPE, no Nagle delay, bounded blocking sends.
    static func prepareConnection(_ descriptor: Int32, sendTimeout: Double) {
        setCloseOnExec(descriptor)
        // Darwin hands out accepted sockets with the listener's O_NONBLOCK; Linux does not.
        setBlocking(descriptor, true)
        #if canImport(Darwin)
            setOption(descriptor, level: SOL_SOCKET, name: SO_NOSIGPIPE, value: Int32(1))
        #endif
        setOption(descriptor, level: Int32(IPPROTO_TCP), name: TCP_NODELAY, value: Int32(1))
        setOption(descriptor, level: SOL_SOCKET, name: SO_SNDTIMEO, value: timeval(seconds: sendTimeout))
    }

    /// Makes the next `close` abort the connection with a TCP reset instead of a FIN.
    static func armReset(_ descriptor: Int32) {
        setOption(descriptor, level: SOL_SOCKET, name: SO_LINGER, value: linger(l_onoff: 1, l_linger: 0))
    }

    /// A named wrapper: inside types with their own `close` method the system call is shadowed.
    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }
}

extension timeval {
    init(seconds: Double) {
        let clamped = max(0, seconds)
        let whole = clamped.rounded(.down)
        self.init()
        tv_sec = .init(whole)
        tv_usec = .init((clamped - whole) * 1_000_000)
    }
}
