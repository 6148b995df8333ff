import CitizenClient

/// A batch file's column as a person reading the messages calls it: the English key, or the German
/// header an office's spreadsheet has (each is also read as a header).
extension BatchColumn {
    func name(in language: Language) -> String {
        switch self {
        case .date: return LocalizedText("date", de: "Datum").text(in: language)
        case .time: return LocalizedText("time", de: "Uhrzeit").text(in: language)
        case .persons: return LocalizedText("persons", de: "Personen").text(in: language)
        case .name: return LocalizedText("name", de: "Name").text(in: language)
        case .address: return LocalizedText("address", de: "Adresse").text(in: language)
        case .stop: return LocalizedText("stop", de: "Haltestelle").text(in: language)
        case .at: return LocalizedText("at", de: "Position").text(in: language)
        case .line: return LocalizedText("line", de: "Linie").text(in: language)
        case .help: return LocalizedText("help", de: "Hilfe").text(in: language)
        }
    }

    /// "date, time, persons, …" or "Datum, Uhrzeit, Personen, …": every column, in the user's language.
    static func list(in language: Language) -> String {
        allCases.map { $0.name(in: language) }.joined(separator: ", ")
    }
}
