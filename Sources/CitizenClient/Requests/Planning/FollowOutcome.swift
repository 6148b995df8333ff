/// How following ended (the CLI gives each ending its exit code).
public struct FollowOutcome: Equatable {
    public enum Ending: Equatable, Sendable {
        /// Accepted or completed (exit 0), or declined, no-show or cancelled (exit 6).
        case decided(RequestState)
        /// The request is not there (any more): exit 3.
        case vanished
        /// The deadline came first: exit 7.
        case deadlinePassed
        /// The person stopped it (Ctrl-C): exit 7, nothing was decided.
        case interrupted
    }

    public let ending: Ending
    /// The request as last seen; nil when it was never seen.
    public let lastSeen: CustomStop?

    public init(ending: Ending, lastSeen: CustomStop?) {
        self.ending = ending
        self.lastSeen = lastSeen
    }
}
