import Foundation

/// Something the journal fixed on its own that the person should know about: a damaged journal
/// was moved aside (its requests are no longer tracked, but the file is kept for a look).
public struct JournalWarning: Equatable, Sendable {
    public let journalFile: URL
    public let movedTo: URL
    public let detail: String

    public init(journalFile: URL, movedTo: URL, detail: String) {
        self.journalFile = journalFile
        self.movedTo = movedTo
        self.detail = detail
    }
}
