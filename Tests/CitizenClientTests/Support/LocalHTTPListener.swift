import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 listener on 127.0.0.1 for testing the URLSession transport without the
/// simulator. It answers every connection with one canned response, or stays silent.
final class LocalHTTPListener {
    enum Behaviour {
        case respond(String)
        case silent
    }

    let port: UInt16
    private let socketDescriptor: Int32
    private let behaviour: Behaviour
    private let lock = NSLock()
    private var receivedRequests: [String] = []
    private var openConnections: [Int32] = []

    init(behaviour: Behaviour) throws {
        self.behaviour = behaviour
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ListenerError.socket }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else { close(descriptor); throw ListenerError.socket }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socketDescriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [weak self] in self?.acceptLoop() }
        thread.start()
    }

    var baseURL: String { "http://127.0.0.1:\(port)/services/rest" }

    var requests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return receivedRequests
    }

    func stop() {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
        lock.lock()
        let connections = openConnections
        openConnections = []
        lock.unlock()
        connections.forEach { close($0) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(socketDescriptor, nil, nil)
            guard connection >= 0 else { return }
            let request = readRequest(connection)
            lock.lock()
            receivedRequests.append(request)
            lock.unlock()
            switch behaviour {
            case .respond(let response):
                var bytes = Array(response.utf8)
                _ = send(connection, &bytes, bytes.count, 0)
                close(connection)
            case .silent:
                lock.lock()
                openConnections.append(connection)
                lock.unlock()
            }
        }
    }

    private func readRequest(_ connection: Int32) -> String {
        var collected = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: collected, as: UTF8.self).contains("\r\n\r\n") {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { break }
            collected += buffer.prefix(count)
        }
        return String(decoding: collected, as: UTF8.self)
    }

    enum ListenerError: Error { case socket }
}
