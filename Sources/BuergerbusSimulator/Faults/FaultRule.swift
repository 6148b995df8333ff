/// One clause of a fault SPEC: what to do, how often, and optionally only on some paths.
public struct FaultRule: Equatable, Sendable {
    public enum Trigger: Equatable, Sendable {
        /// Every matching request.
        case always
        /// Each matching request with this probability (seeded).
        case rate(Double)
        /// The next N matching requests, then never again.
        case next(Int)
    }

    public var kind: FaultKind
    public var trigger: Trigger
    /// Only requests whose path contains this text.
    public var pathFilter: String?

    public init(kind: FaultKind, trigger: Trigger = .always, pathFilter: String? = nil) {
        self.kind = kind
        self.trigger = trigger
        self.pathFilter = pathFilter
    }

    /// Whether the rule concerns this request at all (before its trigger is consulted).
    func matches(method: String, path: String) -> Bool {
        if let pathFilter, !path.contains(pathFilter) { return false }
        if kind == .dropAfterStore {
            return method == "POST" && Endpoint(path: path) == .customStops
        }
        return true
    }
}
