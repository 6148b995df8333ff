import Foundation

@testable import CitizenClient

/// A transport that answers from a table of canned responses by path and records every request.
final class InMemoryTransport: HTTPTransport {
    typealias Handler = (HTTPRequestData) throws -> HTTPResponseData

    private(set) var requests: [HTTPRequestData] = []
    var handler: Handler

    init(handler: @escaping Handler) {
        self.handler = handler
    }

    /// Serves the original fixtures for E1–E7 and 404 for anything else.
    static func originalServer(overrides: [String: HTTPResponseData] = [:]) -> InMemoryTransport {
        InMemoryTransport { request in
            let path = InMemoryTransport.apiPath(request.url)
            if let response = overrides[path] { return response }
            let files = [
                "lines/": "lines.json", "busses/": "busses.json", "routes/": "routes.json",
                "stops/": "stops.json", "update/": "update.json", "schedules/": "schedules.json",
                "busses/1/": "bus-1.json", "busses/2/": "bus-2.json",
            ]
            if let file = files[path] { return HTTPResponseData(status: 200, body: try Fixtures.data(file)) }
            if path.hasPrefix("busses/") { return HTTPResponseData(status: 204) }
            return HTTPResponseData(
                status: 404, body: Data(#"{"message":"HTTP 404 Not Found","code":"404","uuid":"x"}"#.utf8))
        }
    }

    /// Always fails as if nobody listened.
    static var unreachable: InMemoryTransport {
        InMemoryTransport { _ in throw TransportFailure.cannotConnect(.refused) }
    }

    func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        requests.append(request)
        return try handler(request)
    }

    /// The part after `/linemanagement/v1/`, e.g. `lines/`.
    static func apiPath(_ url: URL) -> String {
        // absoluteString keeps the trailing slash that `URL.path` drops.
        let text = url.absoluteString.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        guard let range = text.range(of: "/linemanagement/v1/") else { return text }
        return String(text[range.upperBound...])
    }

    /// Paths requested so far, in order.
    var paths: [String] { requests.map { InMemoryTransport.apiPath($0.url) } }
}
