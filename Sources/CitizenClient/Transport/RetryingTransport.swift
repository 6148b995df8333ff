/// Repeats a GET once after a transient failure or a gateway status (502/503/504).
/// POSTs are never repeated: the original server would store a second custom stop.
public struct RetryingTransport: HTTPTransport {
    let base: HTTPTransport
    let pauseSeconds: Double
    let sleep: (Double) -> Void

    public init(base: HTTPTransport, pauseSeconds: Double = 0.25, sleep: @escaping (Double) -> Void) {
        self.base = base
        self.pauseSeconds = pauseSeconds
        self.sleep = sleep
    }

    public func send(_ request: HTTPRequestData) throws -> HTTPResponseData {
        guard request.method == .get else { return try base.send(request) }
        do {
            let response = try base.send(request)
            guard Self.gatewayStatuses.contains(response.status) else { return response }
        } catch let failure as TransportFailure where failure.isTransient {
            // Fall through to the single retry below.
        }
        sleep(pauseSeconds)
        return try base.send(request)
    }

    /// Stateless itself: as concurrent as what it wraps.
    public var allowsConcurrentSends: Bool { base.allowsConcurrentSends }

    static let gatewayStatuses: Set<Int> = [502, 503, 504]
}
