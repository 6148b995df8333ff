/// One line a person could mean, offered when the place alone does not decide the line.
public struct LineChoice: Equatable, Hashable, Sendable {
    public let id: Int64
    public let name: String
    /// Metres from the pick-up place to the line's route; nil when the line has no geometry.
    public let distanceMeters: Double?

    public init(id: Int64, name: String, distanceMeters: Double?) {
        self.id = id
        self.name = name
        self.distanceMeters = distanceMeters
    }
}

/// Why a line could not be chosen without asking.
public enum LineUndecidedReason: Equatable, Sendable {
    /// The stop is served by several lines.
    case severalLinesAtStop
    /// Two or more routes pass the place about equally near (within `LineDecision.tieMeters`).
    case routesEquallyNear
    /// The network has no line whose route or stops could be measured.
    case noLineNearby
}
