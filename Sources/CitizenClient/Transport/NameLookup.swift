#if canImport(Glibc)
    import Dispatch
    import Foundation
    import Glibc

    /// One address a host name resolved to: what socket(2) and connect(2) need, copied out of
    /// getaddrinfo's list so no one has to free it.
    struct ResolvedAddress: Equatable {
        let family: Int32
        let socketType: Int32
        let socketProtocol: Int32
        /// The sockaddr bytes (sockaddr_in or sockaddr_in6).
        let address: [UInt8]

        /// A numeric IPv4 or IPv6 address (as tests give them), nil for anything else.
        init?(numeric host: String, port: UInt16) {
            guard let found = Self.resolve(host, port: port, extraFlags: AI_NUMERICHOST)?.first else { return nil }
            self = found
        }

        init(family: Int32, socketType: Int32, socketProtocol: Int32, address: [UInt8]) {
            self.family = family
            self.socketType = socketType
            self.socketProtocol = socketProtocol
            self.address = address
        }

        /// getaddrinfo for TCP over IPv4 and IPv6, in the resolver's order; nil when the name is unknown.
        static func resolve(_ host: String, port: UInt16, extraFlags: Int32 = 0) -> [ResolvedAddress]? {
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            hints.ai_protocol = Int32(IPPROTO_TCP)
            hints.ai_flags = AI_NUMERICSERV | extraFlags
            var found: UnsafeMutablePointer<addrinfo>?
            guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return nil }
            defer { freeaddrinfo(first) }
            var addresses: [ResolvedAddress] = []
            var entry: UnsafeMutablePointer<addrinfo>? = first
            while let current = entry?.pointee {
                entry = current.ai_next
                guard let socketAddress = current.ai_addr else { continue }
                let bytes = UnsafeRawBufferPointer(start: socketAddress, count: Int(current.ai_addrlen))
                addresses.append(
                    ResolvedAddress(
                        family: current.ai_family, socketType: current.ai_socktype,
                        socketProtocol: current.ai_protocol, address: Array(bytes)))
            }
            return addresses.isEmpty ? nil : addresses
        }
    }

    /// Turns a host name and port into addresses; nil when the name is unknown. It may block: the
    /// caller bounds it (`NameLookup`). Injected so a test can make the lookup slow or give several addresses.
    typealias NameResolver = @Sendable (_ host: String, _ port: UInt16) -> [ResolvedAddress]?

    /// Name lookup inside the connect budget. getaddrinfo has no timeout of its own (a dead DNS server
    /// costs the resolver's 5 s per try), so a name runs on a thread of its own while the caller waits
    /// until the connect deadline. A lookup that outlives it is abandoned: it finishes on its thread and
    /// its copied result is dropped (no descriptor or list stays behind). Numeric addresses need no
    /// lookup and no thread.
    enum NameLookup {
        static let system: NameResolver = { host, port in ResolvedAddress.resolve(host, port: port) }

        static func addresses(
            of host: String, port: UInt16, resolver: @escaping NameResolver,
            deadline: SocketDeadline
        ) throws -> [ResolvedAddress] {
            if let numeric = ResolvedAddress(numeric: host, port: port) { return [numeric] }
            let answer = Answer()
            let lookup = Thread { answer.store(resolver(host, port)) }
            lookup.start()
            let waitNanoseconds = deadline.nanosecondsLeft(until: deadline.connectBy)
            guard answer.wait(nanoseconds: waitNanoseconds) else { throw deadline.timedOut }
            guard let addresses = answer.addresses, !addresses.isEmpty else { throw ExchangeFault.unknownHost.failure }
            return addresses
        }

        /// Hands the lookup's result from its thread to the waiting one.
        private final class Answer: @unchecked Sendable {
            private let done = DispatchSemaphore(value: 0)
            private let lock = NSLock()
            private var stored: [ResolvedAddress]?

            func store(_ addresses: [ResolvedAddress]?) {
                lock.lock()
                stored = addresses
                lock.unlock()
                done.signal()
            }

            /// False when the time ran out first.
            func wait(nanoseconds: UInt64) -> Bool {
                let limit = Int(min(nanoseconds, UInt64(Int.max)))
                return done.wait(timeout: .now() + .nanoseconds(limit)) == .success
            }

            var addresses: [ResolvedAddress]? {
                lock.lock()
                defer { lock.unlock() }
                return stored
            }
        }
    }
#endif
