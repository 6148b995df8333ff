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

    public func message(in language: Language) -> String {
        language.pick(
            "The request journal \(journalFile.path) was damaged (\(detail)); it was moved to \(movedTo.path) and a new one was started.",
            "Das Anfragen-Journal \(journalFile.path) war beschädigt (\(detail)); es wurde nach \(movedTo.path) verschoben und neu begonnen.")
    }
}
