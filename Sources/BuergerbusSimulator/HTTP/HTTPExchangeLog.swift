/// One line of the request log: what was asked, what was answered, how long it took.
public struct HTTPExchangeLog: Sendable, Equatable, CustomStringConvertible {
    /// The request method, or "-" when the bytes never formed a request line.
    public var method: String
    /// The request target as sent, or "-" when unknown.
    public var target: String
    public var status: Int
    /// Body bytes actually written (0 for HEAD, a dropped answer, or a reset).
    public var bytes: Int
    /// From the first byte of the request to the last byte of the answer.
    public var milliseconds: Double
    /// A fault that was delivered instead of a normal answer, if any.
    public var delivery: ResponseDelivery

    public init(
        method: String, target: String, status: Int, bytes: Int, milliseconds: Double,
        delivery: ResponseDelivery = .normal
    ) {
        self.method = method
        self.target = target
        self.status = status
        self.bytes = bytes
        self.milliseconds = milliseconds
        self.delivery = delivery
    }

    /// e.g. `GET /services/rest/linemanagement/v1/stops 200 1843 B 0.4 ms`, plus the fault if one was delivered.
    public var description: String {
        let duration = (milliseconds * 10).rounded() / 10
        var line = "\(method) \(target) \(status) \(bytes) B \(duration) ms"
        switch delivery {
        case .normal: break
        case .delayed(let seconds): line += " (delayed \(seconds) s)"
        case .dropConnection: line += " (dropped)"
        case .resetConnection: line += " (reset)"
        case .truncated(let count): line += " (truncated to \(count) B)"
        }
        return line
    }
}
