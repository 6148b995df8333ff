import Foundation

/// This device's requests on this server, as `requests` lists them.
public struct RequestList {
    /// Kept as typed first (they still need the server), then unsent journal entries, then the
    /// server's requests, latest pick-up first; while the server is away, what the journal knows was
    /// stored, its state unknown.
    public let requests: [RequestView]
    /// How many are not on the server yet (unsent entries and requests still waiting as typed).
    public let notSentCount: Int
    /// How many were sent and their answer lost, the server not asked since (`answerLost`): not
    /// counted as not sent, since the server may have them.
    public let answerLostCount: Int
    /// The server's list could not be read: "none yet" would be a guess.
    public let listFailure: Error?
    /// What the journal repaired on its own (a damaged file moved aside).
    public let warnings: [JournalWarning]
    /// Runs of batch files that stopped before their last row: callers of the rows not begun have no
    /// request anywhere until the same file is run again.
    public let unfinishedBatches: [UnfinishedBatch]

    /// The pick-ups a calendar shows: those the server has or will have, not those kept as typed.
    public var pickups: [RequestView] {
        requests.filter { view in
            switch view.standing {
            case .waitingForServer, .refusedWhenChecked, .refusedByServer, .notReadable, .withdrawn: return false
            default: return true
            }
        }
    }
}
