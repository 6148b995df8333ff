import CitizenClient

/// What the office hears once about a file before its rows: the columns it does not read.
extension BatchFileContents {
    /// "Columns not read (ignored): 'Telefon', 'Bemerkung'. Read are: date, time, …"; nil when every
    /// column is read.
    func ignoredColumnsNote(in language: Language) -> String? {
        guard !ignoredColumns.isEmpty else { return nil }
        let list = ignoredColumns.map { "'\($0)'" }.joined(separator: ", ")
        let known = BatchColumn.list(in: language)
        return ignoredColumns.count == 1
            ? LocalizedText(
                "The column \(list) is not read (ignored). Read are: \(known).",
                de: "Die Spalte \(list) wird nicht gelesen (übergangen). Gelesen werden: \(known)."
            ).text(in: language)
            : LocalizedText(
                "The columns \(list) are not read (ignored). Read are: \(known).",
                de: "Die Spalten \(list) werden nicht gelesen (übergangen). Gelesen werden: \(known)."
            ).text(in: language)
    }
}
