import Foundation

/// One finished (or failed) HTTP exchange, for `-v` (the CLI words it as one line).
public struct ExchangeTrace: Equatable, Sendable {
    public let method: String
    public let url: String
    /// Nil when no response arrived.
    public let status: Int?
    public let bytes: Int
    public let milliseconds: Int
    /// Why no response arrived; a failure other than the transport's own is kept as its description.
    public let failure: TransportFailure?
    /// What a POST sent (nil for a GET): shown by `-v` with the passenger's name and address hidden.
    public let requestBody: Data?

    public init(
        method: String, url: String, status: Int?, bytes: Int, milliseconds: Int, failure: TransportFailure?,
        requestBody: Data? = nil
    ) {
        self.method = method
        self.url = url
        self.status = status
        self.bytes = bytes
        self.milliseconds = milliseconds
        self.failure = failure
        self.requestBody = requestBody
    }

    /// The POST body as text; `name` and `address` values replaced by "…" unless `revealingPersonalData`
    /// (`-vv`), so a trace pasted into a bug report does not carry them.
    public func bodyText(revealingPersonalData: Bool) -> String? {
        guard let requestBody, !requestBody.isEmpty else { return nil }
        let text = String(decoding: requestBody, as: UTF8.self)
        guard !revealingPersonalData else { return text }
        // Without the pattern nothing could be hidden, so nothing of the body is shown.
        guard let pattern = Self.personalValue else { return "…" }
        let range = NSRange(text.startIndex..., in: text)
        return pattern.stringByReplacingMatches(in: text, range: range, withTemplate: "\"$1\":\"…\"")
    }

    /// `"name": "…"` or `"address": "…"` with any JSON string value (escapes included).
    private static let personalValue = try? NSRegularExpression(pattern: #""(name|address)"\s*:\s*"(?:[^"\\]|\\.)*""#)
}

/// Reports every exchange to a sink closure: the library never prints.
public struct TracingTransport: HTTPTransport {
    let base: HTTPTransport
    let sink: (ExchangeTrace) -> Void
    let monotonicNanoseconds: () -> UInt64

    public init(
        base: HTTPTransport, sink: @escaping (ExchangeTrace) -> Void,
        monotonicNanoseconds: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) {
        self.base = base
        self.sink = sink
        self.monotonicNanoseconds = monotonicNanoseconds
    }

    /// As concurrent as what it wraps; the sink is then called from several threads and must be thread-safe.
    public var allowsConcurrentSends: Bool { base.allowsConcurrentSends }

    public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        let start = monotonicNanoseconds()
        func elapsed() -> Int {
            let end = monotonicNanoseconds()
            return end >= start ? Int((end - start) / 1_000_000) : 0
        }
        do {
            let response = try base.send(request)
            sink(
                ExchangeTrace(
                    method: request.method.rawValue, url: ServerAddress.hidingUserInfo(request.url.absoluteString),
                    status: response.status, bytes: response.body.count,
                    milliseconds: elapsed(), failure: nil, requestBody: request.body))
            return response
        } catch {
            sink(
                ExchangeTrace(
                    method: request.method.rawValue, url: ServerAddress.hidingUserInfo(request.url.absoluteString),
                    status: nil, bytes: 0, milliseconds: elapsed(),
                    failure: (error as? TransportFailure) ?? .other(.text(String(describing: error))),
                    requestBody: request.body))
            throw error
        }
    }
}
