import Foundation

/// A column of a batch file (a key of a JSON line): what it holds, and the headers it is known by.
/// The English names are the file format (as JSON keys are); the German ones are the words an
/// office's spreadsheet has (`Datum`, `Uhrzeit`, `Haltestelle`). Case and accents do not matter.
public enum BatchColumn: String, CaseIterable, Sendable {
    /// The day, apart from the time, as spreadsheets keep it: `24.11.2026`, `2026-11-24`.
    case date
    /// The pick-up time, `--time`: `09:30`, or a date and time in one field.
    case time
    case persons, name, address, stop, at, line, help

    /// The English name: the key of a JSON line and the header the docs show.
    public var key: String { rawValue }

    /// The column a header names, nil for any other header (which the file reader ignores).
    public init?(header: String) {
        guard let column = Self.byHeader[Self.fold(header)] else { return nil }
        self = column
    }

    private static let byHeader: [String: BatchColumn] = {
        var table = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
        let german: [String: BatchColumn] = [
            "datum": .date, "tag": .date, "abholdatum": .date, "fahrtdatum": .date,
            "zeit": .time, "uhrzeit": .time, "abholzeit": .time,
            "personen": .persons, "anzahl": .persons,
            "adresse": .address, "anschrift": .address, "strasse": .address,
            "haltestelle": .stop,
            // Not "Ort": in an office's sheet it is the village, beside the stop, not a point.
            "position": .at, "koordinaten": .at,
            "linie": .line,
            "hilfe": .help,
        ]
        table.merge(german) { english, _ in english }
        return table
    }()

    /// `Größe ` and `grosse` alike: trimmed, lower case, without accents, ß as ss.
    static func fold(_ header: String) -> String {
        header.trimmingCharacters(in: .whitespaces).lowercased()
            .folding(options: [.diacriticInsensitive], locale: Locale(identifier: "de_DE"))
            .replacingOccurrences(of: "ß", with: "ss")
    }
}
