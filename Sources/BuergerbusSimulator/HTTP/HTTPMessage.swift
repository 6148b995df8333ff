import Foundation

/// One parsed HTTP/1.1 request, as the server's handler sees it.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The request target exactly as sent, e.g. `/services/rest/linemanagement/v1/customStops?deviceId=7`.
    public var target: String
    /// The percent-decoded path without the query string.
    public var path: String
    /// Query parameters in the order sent, percent-decoded (`+` is a space).
    public var query: [(name: String, value: String)]
    /// Header fields with lower-cased names; a repeated field keeps its last value.
    public var headers: [String: String]
    public var body: Data

    public init(
        method: String, target: String, path: String, query: [(name: String, value: String)] = [],
        headers: [String: String] = [:], body: Data = Data()
    ) {
        self.method = method
        self.target = target
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The first value of a query parameter, if present.
    public func queryValue(_ name: String) -> String? {
        query.first(where: { $0.name == name })?.value
    }
}

/// How the connection layer delivers a response: normally, or with a fault a client must survive.
public enum ResponseDelivery: Sendable, Equatable {
    case normal
    /// Wait this many seconds before writing the response.
    case delayed(TimeInterval)
    /// Close the connection without writing anything (the "store, then drop the answer" fault).
    case dropConnection
    /// Abort the connection with a TCP reset (SO_LINGER 0).
    case resetConnection
    /// Write the status line and headers (with the full Content-Length), then only this many body bytes, then close.
    case truncated(bytes: Int)
}

public struct HTTPResponse: Sendable {
    public var status: Int
    /// Extra header fields in order; `Content-Length`, `Date` and `Connection` are written by the connection layer.
    public var headers: [(name: String, value: String)]
    public var body: Data
    public var delivery: ResponseDelivery

    public init(
        status: Int, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delivery: ResponseDelivery = .normal
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
    }
}

/// What the connection layer calls for each request. Implementations must be thread-safe:
/// the server calls them from many connections at once.
public protocol HTTPHandler: AnyObject, Sendable {
    func handle(_ request: HTTPRequest) -> HTTPResponse
    /// Asked once per accepted connection before anything is read; `true` closes it at once. The
    /// simulator refuses per request instead (its `/sim/` control must get through); the tests of the
    /// connection layer refuse here, to load it with connections that end at once.
    func shouldRefuseConnection() -> Bool
}

extension HTTPHandler {
    public func shouldRefuseConnection() -> Bool { false }
}
