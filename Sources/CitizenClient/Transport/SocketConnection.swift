#if canImport(Glibc)
import Glibc

/// One TCP connection on a non-blocking socket; every wait is a poll(2) bounded by the deadline.
/// Errors are `TransportFailure`s: which kind decides whether a POST may have reached the server,
/// so only failures before the connection exists are `.cannotConnect`.
final class SocketConnection {
    private let descriptor: Int32
    private var isClosed = false

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Resolves `host` (IPv4 and IPv6) and connects to the first address that accepts, trying each
    /// in the order the resolver gives. A refused or unreachable address moves on to the next; running
    /// out of the connect time ends the exchange as a timeout (as URLSession reports it).
    static func open(host: String, port: UInt16, deadline: SocketDeadline) throws -> SocketConnection {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_protocol = Int32(IPPROTO_TCP)
        hints.ai_flags = AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            throw TransportFailure.cannotConnect("unknown host")
        }
        defer { freeaddrinfo(first) }

        var lastError = ECONNREFUSED
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let entry = candidate {
            candidate = entry.pointee.ai_next
            switch connect(to: entry.pointee, deadline: deadline) {
            case .connected(let connection): return connection
            case .failed(let code): lastError = code
            case .timedOut: throw deadline.timedOut
            }
        }
        throw TransportFailure.cannotConnect(describeConnectError(lastError))
    }

    private enum ConnectResult {
        case connected(SocketConnection)
        case failed(Int32)
        case timedOut
    }

    private static func connect(to address: addrinfo, deadline: SocketDeadline) -> ConnectResult {
        let kind = address.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(address.ai_family, kind, address.ai_protocol)
        guard descriptor >= 0 else { return .failed(errno) }
        let connection = SocketConnection(descriptor: descriptor)
        var keep = false
        defer { if !keep { connection.close() } }

        if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) != 0 {
            guard errno == EINPROGRESS || errno == EINTR else { return .failed(errno) }
            let ready = connection.wait(for: POLLOUT, until: deadline.connectBy, deadline: deadline)
            if ready < 0 { return .failed(errno) }
            if ready == 0 { return .timedOut }
            var problem: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &problem, &length) == 0 else { return .failed(errno) }
            guard problem == 0 else { return .failed(problem) }
        }
        // Requests are small and answered at once: no reason to hold a segment back (Nagle).
        var noDelay: Int32 = 1
        _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        keep = true
        return .connected(connection)
    }

    /// Writes every byte. MSG_NOSIGNAL: a peer that has gone away is an error here, not a SIGPIPE
    /// that kills the process.
    func sendAll(_ bytes: [UInt8], deadline: SocketDeadline) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return send(descriptor, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written > 0 { offset += written; continue }
            let code = errno
            guard written < 0, code == EAGAIN || code == EWOULDBLOCK || code == EINTR else {
                throw TransportFailure.connectionLost("connection lost")
            }
            try waitOrThrow(for: POLLOUT, deadline: deadline)
        }
    }

    /// Reads what has arrived into `buffer` (waiting for something first); 0 means the peer closed.
    func receive(into buffer: inout [UInt8], deadline: SocketDeadline) throws -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return recv(descriptor, base, raw.count, 0)
            }
            if count >= 0 { return count }
            let code = errno
            guard code == EAGAIN || code == EWOULDBLOCK || code == EINTR else {
                throw TransportFailure.connectionLost("connection lost")
            }
            try waitOrThrow(for: POLLIN, deadline: deadline)
        }
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = Glibc.close(descriptor)
    }

    /// Waits until the socket is ready or the answer deadline has passed.
    private func waitOrThrow(for event: Int32, deadline: SocketDeadline) throws {
        let ready = wait(for: event, until: deadline.answerBy, deadline: deadline)
        if ready == 0 { throw deadline.timedOut }
        if ready < 0 { throw TransportFailure.connectionLost("connection lost") }
    }

    /// poll(2) for one event; repeats after a signal with the time that is left. >0 ready (or an
    /// error or hang-up the next call will report), 0 deadline passed, <0 poll failed.
    private func wait(for event: Int32, until instant: UInt64, deadline: SocketDeadline) -> Int32 {
        while true {
            var request = pollfd(fd: descriptor, events: Int16(truncatingIfNeeded: event), revents: 0)
            let milliseconds = deadline.pollMilliseconds(until: instant)
            let ready = poll(&request, 1, milliseconds)
            if ready > 0 || (ready == 0 && milliseconds == 0) { return ready }
            if ready < 0 && errno != EINTR { return ready }
            // Interrupted by a signal, or woken a little early: wait for the time that is left.
        }
    }

    private static func describeConnectError(_ code: Int32) -> String {
        switch code {
        case ECONNREFUSED: return "connection refused"
        case ENETUNREACH, ENETDOWN: return "no network"
        case EHOSTUNREACH, EHOSTDOWN: return "host unreachable"
        default: return String(cString: strerror(code))
        }
    }
}
#endif
