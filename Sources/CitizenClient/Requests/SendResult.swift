import Foundation

/// How sending one journal entry ended.
public enum SendResult: Equatable, Sendable {
    /// Stored under `customStop.id`; `adopted` when an earlier attempt had stored it and it was found
    /// by looking up the device's requests. `attempts` counts the POSTs over every run.
    case stored(JournalEntry, CustomStop, adopted: Bool, attempts: Int)
    /// The time allowed ran out; the entry stays unsent in the journal for `requests --resume`.
    case unsent(JournalEntry, lastReason: SendFailureReason?)
    /// The server refused the body; the entry is marked given up. Only `resumeUnsent` reports this
    /// as a result (so one bad entry does not hide the others); `send` and `resume` throw it.
    case rejected(JournalEntry, RequestSendError)

    public var entry: JournalEntry {
        switch self {
        case .stored(let entry, _, _, _), .unsent(let entry, _), .rejected(let entry, _): return entry
        }
    }

    /// Why it is still unsent (nil when stored or refused, or when no attempt failed).
    public var unsentReason: SendFailureReason? {
        if case .unsent(_, let reason) = self { return reason }
        return nil
    }
}
