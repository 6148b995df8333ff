import Foundation

/// One finished (or failed) HTTP exchange, for `-v`.
public struct ExchangeTrace: Equatable, Sendable {
    public let method: String
    public let url: String
    /// Nil when no response arrived.
    public let status: Int?
    public let bytes: Int
    public let milliseconds: Int
    public let failure: String?

    /// `GET http://…/lines/ → 200, 143 bytes, 12 ms`
    public var line: String {
        let outcome = status.map { "\($0), \(bytes) bytes" } ?? "failed (\(failure ?? "no response"))"
        return "\(method) \(url) → \(outcome), \(milliseconds) ms"
    }
}

/// Reports every exchange to a sink closure: the library never prints.
public struct TracingTransport: HTTPTransport {
    let base: HTTPTransport
    let sink: (ExchangeTrace) -> Void
    let monotonicNanoseconds: () -> UInt64

    public init(base: HTTPTransport, sink: @escaping (ExchangeTrace) -> Void,
                monotonicNanoseconds: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
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
            sink(ExchangeTrace(method: request.method.rawValue, url: request.url.absoluteString,
                               status: response.status, bytes: response.body.count,
                               milliseconds: elapsed(), failure: nil))
            return response
        } catch {
            sink(ExchangeTrace(method: request.method.rawValue, url: request.url.absoluteString,
                               status: nil, bytes: 0, milliseconds: elapsed(), failure: String(describing: error)))
            throw error
        }
    }
}
