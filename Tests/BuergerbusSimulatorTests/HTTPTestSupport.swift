import Foundation
import XCTest

@testable import BuergerbusSimulator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A handler whose answers are chosen by path, so each test can ask for one behaviour or fault.
final class ScriptedTestHandler: HTTPHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var refusalsLeft = 0
    private var handled: [HTTPRequest] = []

    /// `/echo` answers "METHOD path body"; `/empty` answers 204; `/drop`, `/reset`, `/truncate?bytes=N`
    /// and `/delay?ms=N` deliver the matching fault; anything else is a 404.
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        lock.lock()
        handled.append(request)
        lock.unlock()
        let text = Data("\(request.method) \(request.path) \(String(decoding: request.body, as: UTF8.self))".utf8)
        let plain = [(name: "Content-Type", value: "text/plain")]
        switch request.path {
        case "/echo": return HTTPResponse(status: 200, headers: plain, body: text)
        case "/empty": return HTTPResponse(status: 204)
        case "/drop": return HTTPResponse(status: 200, body: text, delivery: .dropConnection)
        case "/reset": return HTTPResponse(status: 200, body: text, delivery: .resetConnection)
        case "/truncate":
            let count = Int(request.queryValue("bytes") ?? "") ?? 0
            return HTTPResponse(
                status: 200, body: Data(repeating: UInt8(ascii: "x"), count: 100),
                delivery: .truncated(bytes: count))
        case "/delay":
            let milliseconds = Double(request.queryValue("ms") ?? "") ?? 0
            return HTTPResponse(status: 200, headers: plain, body: text, delivery: .delayed(milliseconds / 1000))
        default: return HTTPResponse(status: 404, body: Data("no such path".utf8))
        }
    }

    func shouldRefuseConnection() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard refusalsLeft > 0 else { return false }
        refusalsLeft -= 1
        return true
    }

    func refuseNextConnections(_ count: Int) {
        lock.lock()
        defer { lock.unlock() }
        refusalsLeft = count
    }

    var handledRequests: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return handled
    }
}

/// Collects the request log lines of a server.
final class ExchangeLogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPExchangeLog] = []

    var sink: @Sendable (HTTPExchangeLog) -> Void {
        { [self] entry in
            lock.lock()
            defer { lock.unlock() }
            recorded.append(entry)
        }
    }

    var entries: [HTTPExchangeLog] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

struct TestHTTPResponse {
    var status: Int
    var statusLine: String
    /// Lower-cased names, in order.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name == name.lowercased() }?.value
    }

    var bodyText: String { String(decoding: body, as: UTF8.self) }
}

/// A raw TCP client that writes exact bytes and reads exactly what the server sends.
final class RawTestConnection {
    enum EndOfStream: Equatable {
        case closed
        case reset
        case timedOut
        case failed(Int32)
    }

    let descriptor: Int32
    private var pending: [UInt8] = []

    init(port: UInt16, receiveTimeout: Double = 10) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawTestError("socket failed") }
        let seconds = receiveTimeout.rounded(.down)
        var timeout = timeval()
        timeout.tv_sec = .init(seconds)
        timeout.tv_usec = .init((receiveTimeout - seconds) * 1_000_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw RawTestError("connect to port \(port) failed: errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                rawSend(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Reads one response framed by Content-Length (HEAD responses: pass `expectBody: false`).
    func readResponse(expectBody: Bool = true) throws -> TestHTTPResponse {
        let headEnd = try readUntil(Array("\r\n\r\n".utf8))
        let headText = String(decoding: pending[0..<headEnd], as: UTF8.self)
        pending.removeFirst(headEnd + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let statusParts = statusLine.split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw RawTestError("bad status line '\(statusLine)'")
        }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = TestHTTPResponse(status: status, statusLine: statusLine, headers: headers, body: [])
        let length = expectBody ? Int(response.header("content-length") ?? "0") ?? 0 : 0
        while pending.count < length {
            guard try receiveMore() else { throw RawTestError("connection ended inside the body") }
        }
        response.body = Array(pending.prefix(length))
        pending.removeFirst(length)
        return response
    }

    /// Reads until the server ends the stream; returns the bytes and how it ended.
    func readToEnd() -> (bytes: [UInt8], end: EndOfStream) {
        var collected = pending
        pending.removeAll()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                collected += chunk[0..<count]
                continue
            }
            if count == 0 { return (collected, .closed) }
            switch errno {
            case EINTR: continue
            case ECONNRESET: return (collected, .reset)
            case EAGAIN, EWOULDBLOCK: return (collected, .timedOut)
            default: return (collected, .failed(errno))
            }
        }
    }

    private func readUntil(_ marker: [UInt8]) throws -> Int {
        while true {
            if let index = indexOf(marker) { return index }
            guard try receiveMore() else {
                throw RawTestError("connection ended before a complete response head (\(pending.count) bytes)")
            }
        }
    }

    private func indexOf(_ marker: [UInt8]) -> Int? {
        guard pending.count >= marker.count else { return nil }
        for start in 0...(pending.count - marker.count)
        where pending[start..<(start + marker.count)].elementsEqual(marker) {
            return start
        }
        return nil
    }

    private func receiveMore() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                pending += chunk[0..<count]
                return true
            }
            if count == 0 { return false }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { throw RawTestError("timed out waiting for the server") }
            return false
        }
    }
}

/// The send system call, outside the class whose `send` methods shadow it.
private func rawSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        return send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        return send(descriptor, bytes, count, 0)
    #endif
}

struct RawTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Starts a server on a free port for one test and stops it afterwards.
func startTestServer(
    handler: HTTPHandler = ScriptedTestHandler(), limits: HTTPServerLimits = .init(),
    log: (@Sendable (HTTPExchangeLog) -> Void)? = nil,
    file: StaticString = #filePath, line: UInt = #line
) throws -> (HTTPServer, UInt16) {
    let server = HTTPServer(host: "127.0.0.1", port: 0, handler: handler, limits: limits, log: log)
    let port = try server.start()
    XCTAssertNotEqual(port, 0, file: file, line: line)
    return (server, port)
}

/// Polls a condition that the server reaches on its own threads; false if it never does.
/// The bound only keeps a broken server from hanging the suite; it asserts nothing about speed.
func waitUntil(seconds: Double = 20, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        usleep(2_000)
    }
    return true
}
