#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Blocking reads with a deadline and complete writes on one accepted connection.
struct SocketStream: Sendable {
    enum ReadOutcome: Equatable {
        case received(Int)
        case closed
        case timedOut
        case failed
    }

    let descriptor: Int32

    /// Waits until bytes arrive or `deadline` passes; poll, not SO_RCVTIMEO, so that a client trickling
    /// one byte at a time cannot stretch the deadline.
    func read(into buffer: inout [UInt8], until deadline: MonotonicInstant) -> ReadOutcome {
        while true {
            let remaining = deadline.millisecondsRemaining()
            guard remaining > 0 else { return .timedOut }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, remaining)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .received(count) }
            if count == 0 { return .closed }
            if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
            return .failed
        }
    }

    /// Writes all bytes; false if the peer is gone or stopped reading for longer than the send timeout.
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset, SocketSystem.sendFlags)
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Sends FIN, then reads and discards what the client still sends for a moment, so that unread
    /// request bytes do not make the kernel answer with a reset that destroys the response in flight.
    func finishGracefully(lingerSeconds: Double) {
        _ = shutdown(descriptor, SocketSystem.shutdownWrite)
        let deadline = MonotonicInstant.now().adding(seconds: lingerSeconds)
        var scratch = [UInt8](repeating: 0, count: 4096)
        var discarded = 0
        while discarded < 1 << 20, case .received(let count) = read(into: &scratch, until: deadline) {
            discarded += count
        }
    }
}
