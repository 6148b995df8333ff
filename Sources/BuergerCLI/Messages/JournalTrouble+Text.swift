import CitizenClient

extension JournalTrouble {
    /// The cause, said after "Unable to write the request journal …:".
    func text(in language: Language) -> String {
        switch self {
        case .system(let reason):
            return reason.text(in: language)
        case .newerFormat(let version):
            return LocalizedText(
                "written by a newer buerger (format \(version))",
                de: "von einem neueren buerger geschrieben (Format \(version))"
            ).text(in: language)
        case .unencodable(let words):
            return words
        case .newEntryLocked:
            return LocalizedText(
                "the lock of a new entry is held by another process",
                de: "die Sperre eines neuen Eintrags hält ein anderer Prozess"
            ).text(in: language)
        case .lockNotTaken:
            return LocalizedText("the lock could not be taken", de: "die Sperre konnte nicht gesetzt werden").text(
                in: language)
        case .file(let error):
            return error.message(in: language)
        case .failed(let error):
            return error.message(in: language)
        }
    }
}
