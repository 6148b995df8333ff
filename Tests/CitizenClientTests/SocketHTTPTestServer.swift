import Foundation
#if canImport(Glibc)
import Glibc

/// A tiny TCP server on 127.0.0.1 or ::1, port 0, for the socket transport's tests: it reads each
/// request (head and Content-Length body) and answers as the test says, including not at all.
final class SocketHTTPTestServer {
    enum Reply {
        /// These bytes, in pieces of at most `piece` bytes (each its own send), then close.
        case bytes([UInt8], piece: Int)
        /// Close without a word.
        case close
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

    let port: UInt16
    let isIPv6: Bool
    private let listener: Int32
    private let reply: (Received) -> Reply
    private let lock = NSLock()
    private var received: [Received] = []
    private var heldOpen: [Int32] = []

    /// Throws `XCTSkip`-worthy `Unavailable` when the address cannot be bound (no IPv6 on this machine).
    init(ipv6: Bool = false, reply: @escaping (Received) -> Reply) throws {
        self.reply = reply
        isIPv6 = ipv6
        let family = ipv6 ? AF_INET6 : AF_INET
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Unavailable() }
        var bound: Int32 = -1
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            guard inet_pton(AF_INET6, "::1", &address.sin6_addr) == 1 else { close(descriptor); throw Unavailable() }
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else { close(descriptor); throw Unavailable() }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        let networkPort: UInt16 = withUnsafePointer(to: &storage) { pointer in
            ipv6 ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
                 : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        port = UInt16(bigEndian: networkPort)
        listener = descriptor
        Thread { [weak self] in self?.acceptLoop() }.start()
    }

    struct Unavailable: Error {}

    /// `http://127.0.0.1:PORT` or `http://[::1]:PORT`, without a trailing slash.
    var origin: String { isIPv6 ? "http://[::1]:\(port)" : "http://127.0.0.1:\(port)" }

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

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread { [weak self] in self?.serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        let request = readRequest(connection)
        lock.lock()
        received.append(request)
        lock.unlock()
        switch reply(request) {
        case .bytes(let bytes, let piece):
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + max(1, piece))
                let sent = bytes[offset..<end].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard sent > 0 else { break }
                offset += sent
            }
            close(connection)
        case .close:
            close(connection)
        case .reset:
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            close(connection)
        case .silent:
            lock.lock()
            heldOpen.append(connection)
            lock.unlock()
        }
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
                bodyLength = lengthLine.flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            }
        }
        let end = min(headEnd ?? collected.count, collected.count)
        return Received(head: String(decoding: collected[..<end], as: UTF8.self), body: Array(collected[end...]))
    }
}
#endif
