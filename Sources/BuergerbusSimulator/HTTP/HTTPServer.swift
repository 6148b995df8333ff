import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on POSIX sockets: one accept thread, one thread per open connection
/// (at most `limits.maxConnections`, plus the few being closed to make room, so the thread count stays
/// bounded), keep-alive and pipelining, and the response faults a client must survive.
///
/// Protocol decisions: chunked request bodies are decoded (other transfer codings get 501);
/// `Expect: 100-continue` is honoured; bare LF line ends are accepted; a missing `Host` is tolerated
/// (only `/sim/` asks for a loopback one, see `ControlAccess`);
/// every parse error is answered (400, 408, 413, 414, 417, 431, 501, 505) with `Connection: close`.
/// HEAD requests reach the handler as HEAD; the server omits the body but keeps its length.
public final class HTTPServer: @unchecked Sendable {
    private enum State {
        case idle
        case running(listener: Int32, wakeRead: Int32, wakeWrite: Int32)
        case stopping
        case stopped
    }

    private let host: String
    private let port: UInt16
    private let handler: HTTPHandler
    private let limits: HTTPServerLimits
    private let log: (@Sendable (HTTPExchangeLog) -> Void)?
    private let registry: ConnectionRegistry
    private let stateChange = NSCondition()
    private var state = State.idle
    private var acceptLoopRunning = false

    /// - Parameter log: called once per answered request (from connection threads), e.g. to write the request log.
    public init(
        host: String, port: UInt16, handler: HTTPHandler, limits: HTTPServerLimits = .init(),
        log: (@Sendable (HTTPExchangeLog) -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.handler = handler
        self.limits = limits
        self.log = log
        self.registry = ConnectionRegistry(capacity: limits.maxConnections)
    }

    /// Binds and starts accepting; returns the bound port (the free one chosen when `port` is 0).
    public func start() throws -> UInt16 {
        stateChange.lock()
        defer { stateChange.unlock() }
        guard case .idle = state else {
            throw HTTPServerError(
                message: "this server has already been started",
                suggestion: "create a new HTTPServer to listen again")
        }
        SocketSystem.ignoreBrokenPipeSignal()
        let listener = try ListeningSocket.open(host: host, port: port, backlog: 128)
        var wakePipe: [Int32] = [-1, -1]
        guard pipe(&wakePipe) == 0 else {
            SocketSystem.closeDescriptor(listener.descriptor)
            throw HTTPServerError(message: "cannot create a pipe: \(ListeningSocket.systemMessage(errno))")
        }
        wakePipe.forEach(SocketSystem.setCloseOnExec)
        let (wakeRead, wakeWrite) = (wakePipe[0], wakePipe[1])
        state = .running(listener: listener.descriptor, wakeRead: wakeRead, wakeWrite: wakeWrite)
        acceptLoopRunning = true
        let acceptThread = Thread { [self] in
            acceptLoop(listener: listener.descriptor, wakeRead: wakeRead)
        }
        acceptThread.name = "http-accept"
        acceptThread.start()
        return listener.port
    }

    /// Stops accepting, closes every open connection and returns once all connection threads are done.
    /// Safe to call more than once and from any thread except one of the handler's own calls.
    public func stop() {
        stateChange.lock()
        guard case .running(let listener, let wakeRead, let wakeWrite) = state else {
            while case .stopping = state { stateChange.wait() }
            if case .idle = state { state = .stopped }
            stateChange.unlock()
            return
        }
        state = .stopping
        var wakeByte: UInt8 = 1
        _ = write(wakeWrite, &wakeByte, 1)
        while acceptLoopRunning { stateChange.wait() }
        stateChange.unlock()

        [listener, wakeRead, wakeWrite].forEach(SocketSystem.closeDescriptor)
        registry.shutdownAll()
        registry.waitUntilEmpty()

        stateChange.lock()
        state = .stopped
        stateChange.broadcast()
        stateChange.unlock()
    }

    /// Blocks until `stop()` has finished (returns at once if the server never started).
    public func waitUntilStopped() {
        stateChange.lock()
        defer { stateChange.unlock() }
        while true {
            switch state {
            case .idle, .stopped: return
            case .running, .stopping: stateChange.wait()
            }
        }
    }

    /// Connections currently open (for status pages and tests).
    public var openConnectionCount: Int { registry.count }

    /// Open connections waiting for their next request (for tests: a connection counts as idle only
    /// once its thread has finished the answer before, a moment after the client has read it).
    public var idleConnectionCount: Int { registry.waitingCount }

    /// Connections closed so far to make room for a new client (for tests and the request log).
    public var evictedConnectionCount: Int { registry.evictions }

    // MARK: Accepting

    private func acceptLoop(listener: Int32, wakeRead: Int32) {
        defer {
            stateChange.lock()
            acceptLoopRunning = false
            stateChange.broadcast()
            stateChange.unlock()
        }
        while true {
            var watched = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if watched[1].revents != 0 { return }
            if watched[0].revents & Int16(POLLIN) != 0 {
                acceptPending(listener)
            } else if watched[0].revents != 0 {
                return
            }
        }
    }

    private func acceptPending(_ listener: Int32) {
        while true {
            let descriptor = accept(listener, nil, nil)
            if descriptor >= 0 {
                dispatch(descriptor)
                continue
            }
            switch errno {
            case EINTR, ECONNABORTED:
                continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                // Out of descriptors or memory: back off instead of spinning on a ready listener.
                usleep(10_000)
                return
            default:
                return
            }
        }
    }

    private func dispatch(_ descriptor: Int32) {
        SocketSystem.prepareConnection(descriptor, sendTimeout: limits.sendTimeout)
        if handler.shouldRefuseConnection() {
            SocketSystem.closeDescriptor(descriptor)
            return
        }
        switch registry.admit(descriptor) {
        case .admitted:
            let connection = HTTPConnection(
                stream: SocketStream(descriptor: descriptor), handler: handler,
                limits: limits, registry: registry, log: log)
            let thread = Thread { connection.serve() }
            thread.start()
        case .full:
            refuseOverCapacity(descriptor)
        case .stopping:
            SocketSystem.closeDescriptor(descriptor)
        }
    }

    /// Answers 503 without blocking the accept thread, then closes.
    private func refuseOverCapacity(_ descriptor: Int32) {
        let response = HTTPResponseSerializer.errorResponse(
            HTTPParseError(status: 503, reason: "the server has too many open connections; try again shortly"))
        let bytes =
            HTTPResponseSerializer.head(
                status: response.status, headers: response.headers,
                contentLength: response.body.count, keepAlive: false,
                date: HTTPDate.format(secondsSince1970: Int(Date().timeIntervalSince1970)))
            + [UInt8](response.body)
        SocketSystem.setBlocking(descriptor, false)
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, SocketSystem.sendFlags) }
        _ = shutdown(descriptor, SocketSystem.shutdownWrite)
        // Reading what already arrived makes a FIN, not a reset, more likely to reach the client.
        var scratch = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<16 {
            let count = scratch.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
        }
        SocketSystem.closeDescriptor(descriptor)
        log?(HTTPExchangeLog(method: "-", target: "-", status: 503, bytes: 0, milliseconds: 0))
    }
}
