#if canImport(Glibc)
    import Glibc

    /// One TCP connection on a non-blocking socket; every wait is a poll(2) bounded by the deadline.
    /// Errors are `TransportFailure`s made through `ExchangeFault`: which kind decides whether a POST may
    /// have reached the server, so only failures before the connection exists are `.cannotConnect`.
    final class SocketConnection {
        private let descriptor: Int32
        private var isClosed = false

        private init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Resolves `host` (IPv4 and IPv6, inside the connect budget) and connects to the first address
        /// that accepts, in the order the resolver gives. A refused or unreachable address moves on to the
        /// next at once; one that does not answer gets its share of the connect time
        /// (`SocketDeadline.connectShare`) before the next is tried. Running out of the whole connect time
        /// ends the exchange as a timeout, as curl and URLSession report it.
        static func open(
            host: String, port: UInt16, resolver: @escaping NameResolver,
            deadline: SocketDeadline
        ) throws -> SocketConnection {
            let addresses = try NameLookup.addresses(of: host, port: port, resolver: resolver, deadline: deadline)
            var fault = ExchangeFault.refused
            for (index, address) in addresses.enumerated() {
                let connectBy = deadline.connectShare(addressesLeft: addresses.count - index)
                switch connect(to: address, by: connectBy, deadline: deadline) {
                case .connected(let connection): return connection
                case .failed(let code): fault = connectFault(code)
                case .timedOut: fault = .timedOut(seconds: deadline.totalSeconds)
                }
            }
            throw fault.failure
        }

        private enum ConnectResult {
            case connected(SocketConnection)
            case failed(Int32)
            case timedOut
        }

        private static func connect(to address: ResolvedAddress, by instant: UInt64, deadline: SocketDeadline)
            -> ConnectResult
        {
            let kind = address.socketType | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            let descriptor = socket(address.family, kind, address.socketProtocol)
            guard descriptor >= 0 else { return .failed(errno) }
            let connection = SocketConnection(descriptor: descriptor)
            var keep = false
            defer { if !keep { connection.close() } }

            let started = address.address.withUnsafeBytes { raw -> Int32 in
                guard let base = raw.baseAddress else { return -1 }
                return Glibc.connect(descriptor, base.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
            }
            if started != 0 {
                guard errno == EINPROGRESS || errno == EINTR else { return .failed(errno) }
                let ready = connection.wait(for: POLLOUT, until: instant, deadline: deadline)
                if ready < 0 { return .failed(errno) }
                if ready == 0 { return .timedOut }
                var problem: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &problem, &length) == 0 else {
                    return .failed(errno)
                }
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
                if written > 0 {
                    offset += written
                    continue
                }
                let code = errno
                guard written < 0, code == EAGAIN || code == EWOULDBLOCK || code == EINTR else {
                    throw ExchangeFault.lost(nil).failure
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
                    throw ExchangeFault.lost(nil).failure
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
            if ready < 0 { throw ExchangeFault.lost(nil).failure }
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

        private static func connectFault(_ code: Int32) -> ExchangeFault {
            switch code {
            case ECONNREFUSED: return .refused
            case ENETUNREACH, ENETDOWN: return .noNetwork
            case EHOSTUNREACH, EHOSTDOWN: return .hostUnreachable
            default: return .cannotConnect(.system(code: code))
            }
        }
    }
#endif
