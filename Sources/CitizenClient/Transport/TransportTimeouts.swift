/// Time limits for one exchange (#SF_S1–S4 ask for answers within 5 s).
public struct TransportTimeouts: Equatable, Sendable {
    /// Longest wait for the connection and for each piece of the answer.
    public var connectSeconds: Double
    /// Longest wait for the whole exchange.
    public var totalSeconds: Double

    public static let standard = TransportTimeouts(connectSeconds: 5, totalSeconds: 5)

    /// Non-finite or non-positive values fall back to the standard 5 s.
    public init(connectSeconds: Double, totalSeconds: Double) {
        func sane(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 3600) : 5 }
        self.totalSeconds = sane(totalSeconds)
        self.connectSeconds = min(sane(connectSeconds), sane(totalSeconds))
    }

    /// One figure for both limits, e.g. `timeoutSeconds` from the config file.
    public init(seconds: Double) {
        self.init(connectSeconds: seconds, totalSeconds: seconds)
    }

    /// These limits, none longer than `limit` (an exchange's `timeLimitSeconds`; nil keeps them).
    public func limited(to limit: Double?) -> TransportTimeouts {
        guard let limit, limit.isFinite, limit > 0 else { return self }
        return TransportTimeouts(connectSeconds: min(connectSeconds, limit), totalSeconds: min(totalSeconds, limit))
    }
}
