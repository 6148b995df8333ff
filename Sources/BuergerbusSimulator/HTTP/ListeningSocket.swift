#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bound, listening IPv4 TCP socket.
struct ListeningSocket {
    let descriptor: Int32
    let port: UInt16

    /// "localhost" means 127.0.0.1; any other host must be an IPv4 address such as 0.0.0.0.
    static func open(host: String, port: UInt16, backlog: Int32) throws -> ListeningSocket {
        let address = try ipv4Address(host)
        let descriptor = socket(AF_INET, SocketSystem.streamType, 0)
        guard descriptor >= 0 else {
            throw HTTPServerError(message: "cannot create a socket: \(systemMessage(errno))")
        }
        SocketSystem.setCloseOnExec(descriptor)
        // A restarted simulator must get its port back while old connections sit in TIME_WAIT.
        SocketSystem.setOption(descriptor, level: SOL_SOCKET, name: SO_REUSEADDR, value: Int32(1))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = port.bigEndian
        socketAddress.sin_addr = address
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            SocketSystem.closeDescriptor(descriptor)
            throw bindError(code, host: host, port: port)
        }
        guard listen(descriptor, backlog) == 0 else {
            let code = errno
            SocketSystem.closeDescriptor(descriptor)
            throw HTTPServerError(message: "cannot listen on \(host):\(port): \(systemMessage(code))")
        }
        // Non-blocking so that a connection that vanished between poll and accept cannot block the loop.
        SocketSystem.setBlocking(descriptor, false)
        return ListeningSocket(descriptor: descriptor, port: boundPort(descriptor) ?? port)
    }

    private static func ipv4Address(_ host: String) throws -> in_addr {
        let numericHost = host.lowercased() == "localhost" ? "127.0.0.1" : host
        var address = in_addr()
        guard inet_pton(AF_INET, numericHost, &address) == 1 else {
            throw HTTPServerError(
                message: "cannot listen on '\(host)': not an IPv4 address",
                suggestion: "use an address such as 127.0.0.1 or 0.0.0.0, or 'localhost'")
        }
        return address
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return result == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }

    private static func bindError(_ code: Int32, host: String, port: UInt16) -> HTTPServerError {
        switch code {
        case EADDRINUSE:
            return HTTPServerError(
                message: "port \(port) is in use",
                suggestion: "stop the other server or choose another port; --port 0 picks a free one")
        case EACCES:
            return HTTPServerError(
                message: "port \(port) needs special privileges",
                suggestion: "choose a port above 1023")
        case EADDRNOTAVAIL:
            return HTTPServerError(
                message: "address \(host) does not belong to this machine",
                suggestion: "use 127.0.0.1 or 0.0.0.0")
        default:
            return HTTPServerError(message: "cannot listen on \(host):\(port): \(systemMessage(code))")
        }
    }

    static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
