#if canImport(Glibc)
    import Glibc
    import Foundation

    /// HTTP/1.1 over a plain socket for `http://` servers (the original and `buerger-sim`): the whole
    /// exchange on the calling thread, one connection per request with `Connection: close`.
    /// A warm `buerger stop` spent more in URLSession's set-up and its hand-offs between threads than in
    /// its requests (docs/performance.md); a loopback connection costs about 0.1 ms.
    ///
    /// Failures are classified through `ExchangeFault`, as every transport's are, and redirects refused
    /// through `HTTPRedirect`; https and proxies are not spoken here (`SchemeRoutingTransport`).
    public struct SocketHTTPTransport: HTTPTransport {
        public let timeouts: TransportTimeouts
        private let monotonicNanoseconds: () -> UInt64
        private let resolver: NameResolver

        public init(timeouts: TransportTimeouts = .standard) {
            self.init(timeouts: timeouts, monotonicNanoseconds: SocketDeadline.monotonicNanoseconds)
        }

        /// - Parameter resolver: name lookup; tests make it slow or give several addresses.
        init(
            timeouts: TransportTimeouts, monotonicNanoseconds: @escaping () -> UInt64,
            resolver: @escaping NameResolver = NameLookup.system
        ) {
            self.timeouts = timeouts
            self.monotonicNanoseconds = monotonicNanoseconds
            self.resolver = resolver
        }

        /// Every call has its own socket and parser; nothing is shared.
        public var allowsConcurrentSends: Bool { true }

        public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
            guard let target = HTTPTarget(url: request.url) else {
                throw ExchangeFault.other(.notHTTPAddress(request.url.absoluteString)).failure
            }
            let deadline = SocketDeadline(
                timeouts: timeouts.limited(to: request.timeLimitSeconds), now: monotonicNanoseconds)
            let connection = try SocketConnection.open(
                host: target.host, port: target.port, resolver: resolver,
                deadline: deadline)
            defer { connection.close() }
            do {
                try connection.sendAll(HTTPRequestEncoding.bytes(for: request, target: target), deadline: deadline)
            } catch let sendFailure {
                // A server may answer before the body is all there (413 for a body too large) and close:
                // its answer, if it came whole, is what counts, not the send it cut short — a refusal
                // read as a lost connection would be retried until --retry-for runs out.
                guard let early = try? readAnswer(on: connection, deadline: deadline) else { throw sendFailure }
                return try HTTPRedirect.checked(early, from: request.url)
            }
            return try HTTPRedirect.checked(try readAnswer(on: connection, deadline: deadline), from: request.url)
        }

        /// Reads one answer to its end (or to the close that ends it).
        private func readAnswer(on connection: SocketConnection, deadline: SocketDeadline) throws -> HTTPResponseData {
            var parser = HTTPResponseParser()
            var buffer = [UInt8](repeating: 0, count: Self.readSize)
            while true {
                let count = try connection.receive(into: &buffer, deadline: deadline)
                if count == 0 { return try parser.finishAtClose() }
                if case .finished(let response) = try parser.consume(buffer[..<count]) { return response }
            }
        }

        /// One read takes every table answer of the demo network in one piece.
        static let readSize = 64 * 1024
    }
#endif
