import CitizenClient
import Foundation

extension JournalWarning {
    public func message(in language: Language) -> String {
        let detail = damage.text(in: language)
        return LocalizedText(
            "The request journal \(journalFile.path) was damaged (\(detail)); it was moved to \(movedTo.path) and a new one was started.",
            de:
                "Das Anfragen-Journal \(journalFile.path) war beschädigt (\(detail)); es wurde nach \(movedTo.path) verschoben und neu begonnen."
        ).text(in: language)
    }

    /// Requests already stored are found on the server by the device id, which lives in its own
    /// file; only those never sent were in the damaged journal alone.
    public func suggestion(in language: Language) -> String {
        LocalizedText(
            "Requests already sent are still listed by 'buerger requests'; file again any that is missing there.",
            de: "Bereits gesendete Anfragen zeigt weiter 'buerger requests'; stellen Sie fehlende dort erneut."
        ).text(in: language)
    }
}

extension JournalDamage {
    /// What is wrong, said in brackets after "was damaged".
    func text(in language: Language) -> String {
        switch self {
        case .notJSON: return LocalizedText("not JSON", de: "kein JSON").text(in: language)
        case .badValue(let path):
            return LocalizedText("bad value at \(path)", de: "ungültiger Wert bei \(path)").text(in: language)
        case .missing(let path): return LocalizedText("missing \(path)", de: "\(path) fehlt").text(in: language)
        case .unreadable: return LocalizedText("unreadable", de: "unlesbar").text(in: language)
        case .notAChange(let byte):
            return LocalizedText(
                "no change in the line at byte \(byte)", de: "keine Änderung in der Zeile ab Byte \(byte)"
            )
            .text(in: language)
        }
    }
}
