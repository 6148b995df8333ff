import Foundation

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// An address that neither accepts nor refuses a connection, as behind a firewall that drops
/// packets (a black-holed IPv6 route): a listener whose accept queue is full and never read, so
/// the kernel drops every further SYN and a connect waits until its own time runs out.
final class BlackHole {
    let port: UInt16
    private let listener: Int32
    private var fillers: [Int32] = []

    init(host: String, port: UInt16 = 0) throws {
        (listener, self.port) = try FaultServer.listen(on: host, port: port, backlog: 0)
        let (address, length) = try FaultServer.socketAddress(host, port: self.port)
        // A backlog of 0 still queues one or two connections: these take those places.
        for _ in 0..<3 {
            let descriptor = socket(Int32(address.ss_family), Self.streamSocket, 0)
            guard descriptor >= 0 else { continue }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = withUnsafePointer(to: address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, length) }
            }
            fillers.append(descriptor)
        }
        // Let the handshakes of the fillers complete before a test connects.
        usleep(100_000)
    }

    func stop() {
        fillers.forEach { close($0) }
        fillers = []
        close(listener)
    }

    #if canImport(Glibc)
        private static let streamSocket = Int32(SOCK_STREAM.rawValue)
    #else
        private static let streamSocket = SOCK_STREAM
    #endif
}
