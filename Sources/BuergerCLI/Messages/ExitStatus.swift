/// Process exit codes fixed by the command-line contract.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    case failure = 1
    case usage = 2
    case notFound = 3
    case unreachable = 4
    case badServerAnswer = 5
    case requestEndedBadly = 6
    case gaveUp = 7
    /// Ended by Ctrl-C (128 + SIGINT, as shells report it); SIGTERM and SIGHUP end with 143 and 129.
    case interrupted = 130
    case terminated = 143
    case hungUp = 129
}
