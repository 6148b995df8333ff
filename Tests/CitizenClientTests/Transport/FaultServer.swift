import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let sendFlags = Int32(MSG_NOSIGNAL)
#else
    import Darwin
    private let streamSocket = SOCK_STREAM
    private let sendFlags: Int32 = 0
#endif

/// The one in-process HTTP peer of the transport tests: a raw TCP listener on a loopback address and
/// a free port that reads each request (head and Content-Length body) and answers as the test says,
/// including wrongly or not at all. Every transport is tested against it (`TransportContractTests`).
final class FaultServer {
    enum Reply {
        /// These bytes, in pieces of at most `piece` bytes (each its own send), then close.
        case bytes([UInt8], piece: Int)
        /// `head`, then `bodyBytes` bytes of body streamed in pieces, then close (for oversized answers).
        case stream(head: String, bodyBytes: Int)
        /// Close without a word.
        case close
        /// Reads only the head, answers with this text at once and closes, the body still coming in
        /// (a server refusing a body too large with 413 before it has arrived).
        case early(String)
        /// Close with a reset (SO_LINGER 0) instead of an orderly close.
        case reset
        /// Keep the connection open and say nothing until the server stops.
        case silent

        static func text(_ text: String, piece: Int = .max) -> Reply { .bytes(Array(text.utf8), piece: piece) }
    }

    /// One received request: its head as text and its body bytes.
    struct Received {
        let head: String
        let body: [UInt8]
    }

    struct Unavailable: Error {}

    let host: String
    let port: UInt16
    private let listener: Int32
    private let reply: (Received) -> Reply
    private let lock = NSLock()
    private var received: [Received] = []
    private var heldOpen: [Int32] = []

    /// - Parameters:
    ///   - host: a numeric loopback address ("127.0.0.1", "::1", "127.0.0.2").
    ///   - port: 0 for a free one.
    /// Throws `Unavailable` when the address cannot be bound (no IPv6 on this machine, port taken).
    init(host: String = "127.0.0.1", port: UInt16 = 0, reply: @escaping (Received) -> Reply) throws {
        self.host = host
        self.reply = reply
        (listener, self.port) = try Self.listen(on: host, port: port, backlog: 64)
        Thread { [weak self] in self?.acceptLoop() }.start()
    }

    /// `http://127.0.0.1:PORT` or `http://[::1]:PORT`, without a trailing slash.
    var origin: String { host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)" }

    func url(_ path: String) -> URL {
        URL(string: origin + path) ?? URL(fileURLWithPath: "/")
    }

    var requests: [Received] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        lock.lock()
        let open = heldOpen
        heldOpen = []
        lock.unlock()
        open.forEach { close($0) }
    }

    /// A bound, listening socket and its port.
    static func listen(on host: String, port: UInt16, backlog: Int32) throws -> (descriptor: Int32, port: UInt16) {
        let (address, length) = try socketAddress(host, port: port)
        var storage = address
        let descriptor = socket(Int32(address.ss_family), streamSocket, 0)
        guard descriptor >= 0 else { throw Unavailable() }
        let bound = withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, SystemCall.listen(descriptor, backlog) == 0 else {
            close(descriptor)
            throw Unavailable()
        }
        var actual = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &actual) }
        }
        let isIPv6 = Int32(storage.ss_family) == AF_INET6
        let networkPort: UInt16 = withUnsafePointer(to: &storage) { pointer in
            isIPv6
                ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        return (descriptor, UInt16(bigEndian: networkPort))
    }

    /// The sockaddr of a numeric IPv4 or IPv6 address and a port.
    static func socketAddress(_ host: String, port: UInt16) throws -> (sockaddr_storage, socklen_t) {
        var storage = sockaddr_storage()
        if host.contains(":") {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { throw Unavailable() }
            withUnsafeMutableBytes(of: &storage) { $0.copyBytes(from: withUnsafeBytes(of: address) { Array($0) }) }
            return (storage, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw Unavailable() }
        withUnsafeMutableBytes(of: &storage) { $0.copyBytes(from: withUnsafeBytes(of: address) { Array($0) }) }
        return (storage, socklen_t(MemoryLayout<sockaddr_in>.size))
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread { [weak self] in self?.serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        #if !canImport(Glibc)
            // Darwin has no MSG_NOSIGNAL: a client that hangs up mid-answer must not SIGPIPE the tests.
            var one: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if case .early(let text) = reply(Received(head: "", body: [])) {
            _ = readHead(connection)
            sendAll(Array(text.utf8), piece: .max, on: connection)
            close(connection)
            return
        }
        let request = readRequest(connection)
        lock.lock()
        received.append(request)
        lock.unlock()
        switch reply(request) {
        case .bytes(let bytes, let piece):
            sendAll(bytes, piece: piece, on: connection)
            close(connection)
        case .stream(let head, let bodyBytes):
            let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
            var left = bodyBytes
            var open = sendAll(Array(head.utf8), piece: .max, on: connection)
            while open, left > 0 {
                open = sendAll(Array(piece.prefix(left)), piece: .max, on: connection)
                left -= min(left, piece.count)
            }
            close(connection)
        case .close, .early:
            close(connection)
        case .reset:
            var abort = linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
            close(connection)
        case .silent:
            lock.lock()
            heldOpen.append(connection)
            lock.unlock()
        }
    }

    /// False when the peer went away.
    @discardableResult
    private func sendAll(_ bytes: [UInt8], piece: Int, on connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + max(1, piece))
            let sent = bytes[offset..<end].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, sendFlags) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Reads up to the end of the head, and no further (a body may follow).
    private func readHead(_ connection: Int32) -> [UInt8] {
        var collected: [UInt8] = []
        var byte: UInt8 = 0
        let separator = Array("\r\n\r\n".utf8)
        while !collected.suffix(4).elementsEqual(separator), recv(connection, &byte, 1, 0) == 1 {
            collected.append(byte)
        }
        return collected
    }

    private func readRequest(_ connection: Int32) -> Received {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        var bodyLength = 0
        while headEnd.map({ collected.count < $0 + bodyLength }) ?? true {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            collected += buffer.prefix(count)
            if headEnd == nil, let range = collected.firstRange(of: separator) {
                headEnd = range.upperBound
                let head = String(decoding: collected[..<range.upperBound], as: UTF8.self).lowercased()
                let lengthLine = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                bodyLength =
                    lengthLine.flatMap {
                        Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
                    } ?? 0
            }
        }
        let end = min(headEnd ?? collected.count, collected.count)
        return Received(head: String(decoding: collected[..<end], as: UTF8.self), body: Array(collected[end...]))
    }
}

/// listen(2) under a name the server's own `listen` does not shadow.
private enum SystemCall {
    static func listen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.listen(descriptor, backlog)
        #else
            return Darwin.listen(descriptor, backlog)
        #endif
    }
}
