/// What a libcurl result code means for the caller, classified as `SocketHTTPTransport` classifies
/// its own failures, so retrying and exit statuses do not depend on which transport ran.
enum CurlFailure {
    /// `CCURL_LIBRARY_MISSING`: no libcurl could be loaded (the message is dlerror's).
    static let libraryMissing: Int32 = -1
    /// `CCURL_TOO_LARGE`: the answer outgrew the cap and the transfer was aborted.
    static let tooLarge: Int32 = -2

    /// TLS and certificate codes: the server was reached, but no trusted connection came about.
    private static let tlsCodes: Set<Int32> = [35, 51, 53, 54, 58, 59, 60, 77, 80, 83, 90, 91]

    /// - Parameters:
    ///   - code: ccurl_perform's result (a CURLcode or one of the negative codes above), not 0.
    ///   - message: curl's error text, or dlerror's when the library is missing.
    static func failure(code: Int32, message: String, timeouts: TransportTimeouts) -> TransportFailure {
        switch code {
        case libraryMissing:
            return .other("https needs libcurl (Debian/Ubuntu: apt install libcurl4): \(message)")
        case tooLarge:
            return .other("answer too large")
        case 5, 6: // COULDNT_RESOLVE_PROXY, COULDNT_RESOLVE_HOST
            return .cannotConnect("unknown host")
        case 7: // COULDNT_CONNECT
            return .cannotConnect("connection refused")
        case 28: // OPERATION_TIMEDOUT (connecting or the whole exchange)
            return .timedOut(seconds: timeouts.totalSeconds)
        case 18: // PARTIAL_FILE: fewer bytes than Content-Length, or a chunked body cut short
            return .incompleteAnswer(message)
        case 8: // WEIRD_SERVER_REPLY
            return .connectionLost("broken HTTP answer")
        case 52, 55, 56: // GOT_NOTHING, SEND_ERROR, RECV_ERROR
            return .connectionLost(message.isEmpty ? "connection lost" : message)
        case _ where tlsCodes.contains(code):
            return .other("TLS: " + message)
        default:
            return .other(message.isEmpty ? "libcurl error \(code)" : message)
        }
    }
}
