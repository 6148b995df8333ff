import Foundation

/// An earlier request that a changed batch row stands in for (issue 23 §5): filed by another row (of
/// an earlier version of the file) for the same person, picked up on the same day or at the same
/// place, and still wanted. The clerk moved Erna's time from 09:30 to 10:04 and ran the file again: the
/// 10:04 request is filed, and the 09:30 one is this.
public struct SupersededRequest {
    public enum Outcome {
        /// Still pending or accepted: said, left as it is (`--replace` cancels it).
        case stillOpen
        /// Cancelled by `--replace`, as read back from the server.
        case cancelled
        /// In the journal, not sent yet (or sent without an answer): it cannot be cancelled by its
        /// number until `requests --resume` has sent it. Said without `--replace`.
        case notSentYet
        /// In the journal only, and not on the server (never tried, or absent from the device's list
        /// there): `--replace` gave it up, so no later run or `requests --resume` sends it.
        case withdrawn
        /// In the journal only, and `--replace` could not settle it: another process is sending it
        /// right now (`sendingElsewhere`), or the device's list on the server could not be read.
        case notWithdrawn(SendFailureReason)
        /// `--replace` tried and the server did not cancel it (or could not be asked).
        case notCancelled(Error)
    }

    /// As the server has it (after cancelling, as read back), or as the journal knows it.
    public let request: RequestView
    public let outcome: Outcome
}
