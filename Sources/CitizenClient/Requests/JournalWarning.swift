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

    /// Requests already stored are found on the server by the device id, which lives in its own
    /// file; only those never sent were in the damaged journal alone.
    public func suggestion(in language: Language) -> String {
        language.pick(
            "Requests already sent are still listed by 'buerger requests'; file again any that is missing there.",
            "Bereits gesendete Anfragen zeigt weiter 'buerger requests'; stellen Sie fehlende dort erneut.")
    }
}
