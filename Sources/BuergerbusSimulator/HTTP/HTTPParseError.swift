/// Why bytes from a client are not an acceptable request, with the status the server answers.
/// Every parse error closes the connection: after a framing error the next request's start is unknown.
struct HTTPParseError: Error, Equatable, Sendable {
    var status: Int
    var reason: String

    static func badRequest(_ reason: String) -> HTTPParseError { HTTPParseError(status: 400, reason: reason) }
    static func requestTimeout() -> HTTPParseError {
        HTTPParseError(status: 408, reason: "the request was not completed in time")
    }
    static func payloadTooLarge(limit: Int) -> HTTPParseError {
        HTTPParseError(status: 413, reason: "the request body is larger than \(limit) bytes")
    }
    static func uriTooLong(limit: Int) -> HTTPParseError {
        HTTPParseError(status: 414, reason: "the request line is longer than \(limit) bytes")
    }
    static func expectationFailed(_ value: String) -> HTTPParseError {
        HTTPParseError(status: 417, reason: "only 'Expect: 100-continue' is supported, not '\(value)'")
    }
    static func headerTooLarge(limit: Int) -> HTTPParseError {
        HTTPParseError(status: 431, reason: "the request header is larger than \(limit) bytes")
    }
    static func notImplemented(_ reason: String) -> HTTPParseError { HTTPParseError(status: 501, reason: reason) }
    static func versionNotSupported(_ version: String) -> HTTPParseError {
        HTTPParseError(status: 505, reason: "HTTP version '\(version)' is not supported; use HTTP/1.1 or HTTP/1.0")
    }
}
