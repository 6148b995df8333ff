/// The stable code of a failure a command words itself (`CommandFailure`), one per kind of ending, so
/// every code a `--json` error object can carry is listed here or is the case of a domain error.
enum FailureCode: String, CaseIterable, Sendable {
    /// The person said no, or nothing, to "Send/Cancel/Delete …?": nothing was done.
    case notConfirmed = "not-confirmed"
    /// Questions went unanswered (end of input, too many wrong answers): nothing was sent.
    case noAnswer = "no-answer"
    /// `config init` was left before the end: nothing was saved.
    case setupStopped = "setup-stopped"
    /// Not sent within the time given; kept for `requests --resume` (exit 7).
    case notSentYet = "not-sent-yet"
    /// Sent, but the answer was lost: the server may have it; kept for `requests --resume`, which
    /// looks it up before sending (exit 7).
    case answerLost = "answer-lost"
    /// `--wait`/`watch` ran out of time while the request was still open (exit 7).
    case stillOpen = "still-open"
    /// The request being waited for is no longer on the server for this device.
    case requestVanished = "request-vanished"
    /// A position typed for a saved place is not LAT,LON.
    case invalidCoordinate = "invalid-coordinate"
    /// A file named on the command line cannot be read.
    case fileUnreadable = "file-unreadable"
    /// A file named on the command line cannot be written.
    case fileNotWritable = "file-not-writable"
}
