import Foundation

/// Why a request could not be sent and will not be retried on its own, or why the journal that
/// keeps it failed. Retryable trouble is not an error: it ends as `SendResult.unsent` (exit 7).
public enum RequestSendError: Error, Equatable, Sendable {
    /// The server refused the body (a 4xx, or a redirect): sending it again cannot help. A 5xx is
    /// never this: it is retried (`CreateOutcome`).
    case rejected(ClientError, entryId: UUID)
    /// The journal could not be read (other than being damaged, which is repaired with a warning).
    case journalUnreadable(path: String, trouble: JournalTrouble)
    /// The journal could not be written; when this happens before the first attempt nothing was sent.
    case journalUnwritable(path: String, trouble: JournalTrouble)
    /// Nothing can be written in the state folder, so no request can be kept: found before sending.
    case stateFolderUnusable(folder: String, reason: SystemErrorReason)
    /// The server stored the request but the journal could not record it: it must not be filed again.
    case storedButNotRecorded(requestId: Int64, path: String, trouble: JournalTrouble)
    /// The device id is not one the server can store (empty, over 50 characters, or not plain ASCII).
    case invalidDeviceId(String)
    /// `resume(entryId:)` for an id the journal does not hold.
    case entryNotFound(UUID)
    /// `resume(entryId:)` for an entry that belongs to another server.
    case entryOfOtherServer(entryId: UUID, server: String)
    /// `resume(entryId:)` for an entry already stored or given up.
    case entryNotUnsent(entryId: UUID, state: JournalEntry.State)
}
