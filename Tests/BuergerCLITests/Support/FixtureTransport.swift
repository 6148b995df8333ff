import CitizenClient
import Foundation

/// Answers like the original server from the fixture files next to the tests; records every request.
final class FixtureTransport: HTTPTransport {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/original")

    /// Path after `/linemanagement/v1/` → fixture file name.
    static let files = [
        "lines/": "lines.json", "busses/": "busses.json", "routes/": "routes.json",
        "stops/": "stops.json", "update/": "update.json", "busses/1/": "bus-1.json",
        "busses/2/": "bus-2.json", "schedules/": "schedules.json",
    ]

    /// Replaces the answer for a path (status and body), e.g. to inject hostile text.
    var overrides: [String: HTTPResponseData] = [:]
    var failure: TransportFailure?
    private(set) var requestedPaths: [String] = []

    func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        // `URL.path` drops the trailing slash the original server's paths carry, so the text is used.
        let address = request.url.absoluteString.components(separatedBy: "?").first ?? ""
        let path = address.components(separatedBy: "/linemanagement/v1/").last ?? ""
        requestedPaths.append(path)
        if let failure { throw failure }
        if let override = overrides[path] { return override }
        guard let name = Self.files[path],
            let body = FileManager.default.contents(atPath: Self.directory.appendingPathComponent(name).path)
        else { return HTTPResponseData(status: 404) }
        return HTTPResponseData(status: 200, headers: ["content-type": "application/json"], body: body)
    }

    /// The fixture body as text, for tests that change one value.
    static func text(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }
}
