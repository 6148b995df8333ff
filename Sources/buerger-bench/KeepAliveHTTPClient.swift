import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 client on one kept-alive TCP connection: no URLSession, so the benchmark
/// measures the server and not the client library. Reconnects when the server closes.
final class KeepAliveHTTPClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let host: String
    private let port: UInt16
    private var descriptor: Int32 = -1
    private var pending: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    private let receiveTimeout: Int

    /// - Parameter receiveTimeout: whole seconds one read may wait for the server.
    init(host: String, port: UInt16, receiveTimeout: Int = 10) {
        self.host = host
        self.port = port
        self.receiveTimeout = receiveTimeout
    }

    deinit { disconnect() }

    /// Sends one request and reads the whole response; returns its status.
    func exchange(_ request: [UInt8]) throws -> Int {
        if descriptor < 0 { try connectSocket() }
        do {
            return try exchangeOnOpenConnection(request)
        } catch {
            disconnect()
            throw error
        }
    }

    private func exchangeOnOpenConnection(_ request: [UInt8]) throws -> Int {
        try sendAll(request)
        let headEnd = try readUntilHeadEnd()
        let head = String(decoding: pending[0..<headEnd], as: UTF8.self)
        pending.removeFirst(headEnd + 4)
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line '\(lines.first ?? "")'")
        }
        var contentLength: Int?
        var closes = false
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            switch parts[0].lowercased() {
            case "content-length": contentLength = Int(value)
            case "connection": closes = value.lowercased() == "close"
            default: break
            }
        }
        guard let contentLength else { throw Failure(description: "response without Content-Length") }
        while pending.count < contentLength {
            guard try receive() else { throw Failure(description: "connection closed inside the body") }
        }
        pending.removeFirst(contentLength)
        if closes { disconnect() }
        return status
    }

    private func connectSocket() throws {
        var hints = addrinfo()
        hints.ai_family = AF_INET
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else {
            throw Failure(description: "cannot resolve \(host)")
        }
        defer { freeaddrinfo(results) }
        let socketDescriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard socketDescriptor >= 0 else { throw Failure(description: "cannot create a socket") }
        guard connect(socketDescriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            close(socketDescriptor)
            throw Failure(description: "cannot connect to \(host):\(port): \(String(cString: strerror(errno)))")
        }
        var noDelay: Int32 = 1
        setsockopt(socketDescriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval()
        timeout.tv_sec = .init(receiveTimeout)
        setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var noSignal: Int32 = 1
            setsockopt(socketDescriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        descriptor = socketDescriptor
        pending.removeAll(keepingCapacity: true)
    }

    private func disconnect() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        pending.removeAll(keepingCapacity: true)
    }

    private func sendAll(_ bytes: [UInt8]) throws {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset, flags)
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw Failure(description: "send failed: \(String(cString: strerror(errno)))") }
            offset += sent
        }
    }

    private func readUntilHeadEnd() throws -> Int {
        var searchFrom = 0
        while true {
            if pending.count >= 4 {
                for index in max(0, searchFrom - 3)...(pending.count - 4)
                where pending[index] == 13 && pending[index + 1] == 10 && pending[index + 2] == 13
                    && pending[index + 3] == 10
                {
                    return index
                }
                searchFrom = pending.count
            }
            guard try receive() else { throw Failure(description: "connection closed before a response") }
        }
    }

    private func receive() throws -> Bool {
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                pending += chunk[0..<count]
                return true
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            throw Failure(description: "receive failed: \(String(cString: strerror(errno)))")
        }
    }
}
