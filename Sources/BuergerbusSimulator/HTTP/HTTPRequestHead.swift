import Foundation

/// How the length of a request body is known (RFC 9112 §6).
enum HTTPBodyFraming: Equatable, Sendable {
    case none
    case contentLength(Int)
    case chunked
}

/// Everything before the body of a request, parsed and validated.
struct HTTPRequestHead: Equatable, Sendable {
    var method: String
    var target: String
    var path: String
    var query: [QueryItem]
    /// Lower-cased names; a repeated field keeps its last value.
    var headers: [String: String]
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    var minorVersion: Int
    var bodyFraming: HTTPBodyFraming
    /// Whether the client lets the connection stay open after this exchange.
    var keepAlive: Bool
    /// The client waits for `100 Continue` before it sends the body.
    var expectsContinue: Bool

    struct QueryItem: Equatable, Sendable {
        var name: String
        var value: String
    }

    func request(body: [UInt8]) -> HTTPRequest {
        HTTPRequest(
            method: method, target: target, path: path,
            query: query.map { (name: $0.name, value: $0.value) },
            headers: headers, body: Data(body))
    }
}
