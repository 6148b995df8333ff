import CitizenClient

/// A table cell listing lines by name ("Linie 1 Rodenbach – Siegelbach, Linie 2 Eulenbis – …"), with
/// their short labels ("Linie 1, Linie 2") as its short form, each explained under the table.
struct LineLabels {
    /// "Line" / "Linie", for a line whose name has no number (`LineShortName.label`).
    let word: String

    func cell(_ lines: [LineReference]) -> TableCell {
        let named = lines.filter { !$0.name.isEmpty }
        let text = named.map(\.name).joined(separator: ", ")
        let meanings = named.map { line in
            ShortFormMeaning(
                short: LineShortName.label(line.name, id: line.id, word: word) ?? line.name, full: line.name)
        }
        let short = meanings.map(\.short).joined(separator: ", ")
        return TableCell(text, short: short == text ? nil : short, meanings: meanings)
    }
}
