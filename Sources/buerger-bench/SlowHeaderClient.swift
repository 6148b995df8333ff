import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A slow-loris client: opens a connection, sends the start of a request and then one header byte a
/// second, never finishing it; when the server closes the connection (503 when full, 408 at its header
/// deadline, or to make room), it opens the next one a moment later.
struct SlowHeaderClient {
    let target: ServerLoadBenchmark.Target

    func run(until phase: FloodPhase) {
        while !phase.isOver {
            guard let descriptor = connectLoopback() else {
                _ = phase.pause(0.1)
                continue
            }
            let start = "GET \(target.pathAndQuery) HTTP/1.1\r\nHost: \(target.host):\(target.port)\r\nX-Slow: "
            var open = sendText(descriptor, start)
            while open && !phase.isOver {
                // Readable means the server answered (408) or closed: this connection is over.
                var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&watched, 1, 1000) != 0 { break }
                open = sendText(descriptor, "x")
            }
            close(descriptor)
            if !phase.isOver { phase.record { $0.reopened += 1 } }
            // A tenth of a second before the next: a refused client in a tight loop would only measure
            // how fast this machine opens sockets, on the cores the server needs.
            _ = phase.pause(0.1)
        }
    }

    private func sendText(_ descriptor: Int32, _ text: String) -> Bool {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) } == bytes.count
    }

    private func connectLoopback() -> Int32? {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = target.port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
