import CitizenClient
import Foundation

/// The sentences, next steps and exit code for a batch file that cannot be read, whole or in a row.
extension BatchFileProblem: UserFacingError {
    public var exitStatus: ExitStatus { .usage }

    public func message(in language: Language) -> String {
        switch self {
        case .empty:
            return LocalizedText("The file holds no requests.", de: "Die Datei enthält keine Anfragen.").text(
                in: language)
        case .duplicateColumn(let column, let headers):
            let name = column.name(in: language)
            guard let first = headers.first, let second = headers.last, first != second else {
                return LocalizedText(
                    "The column '\(headers.first ?? name)' appears twice in the header.",
                    de: "Die Spalte '\(headers.first ?? name)' steht zweimal in der Kopfzeile."
                ).text(in: language)
            }
            return LocalizedText(
                "The columns '\(first)' and '\(second)' both stand for \(name).",
                de: "Die Spalten '\(first)' und '\(second)' stehen beide für \(name)."
            ).text(in: language)
        case .tooLarge(let limit):
            let size = limit / (1024 * 1024)
            return LocalizedText(
                "The file is larger than \(size) MiB; nothing in it was filed.",
                de: "Die Datei ist größer als \(size) MiB; nichts daraus wurde gestellt."
            ).text(in: language)
        }
    }

    public func suggestion(in language: Language) -> String? {
        let columns = BatchColumn.list(in: language)
        switch self {
        case .empty:
            return LocalizedText(
                "Write a header row (such as \(columns)) and one request per line.",
                de: "Schreiben Sie eine Kopfzeile (etwa \(columns)) und eine Anfrage je Zeile."
            ).text(in: language)
        case .duplicateColumn:
            return LocalizedText(
                "Keep one of them, or rename the other (a column buerger does not know is ignored).",
                de: "Behalten Sie eine davon, oder benennen Sie die andere um (eine Spalte, die buerger nicht "
                    + "kennt, wird übergangen)."
            ).text(in: language)
        case .tooLarge:
            return LocalizedText(
                "Split it into several files and run each.", de: "Teilen Sie sie in mehrere Dateien auf."
            ).text(
                in: language)
        }
    }
}

extension BatchRowProblem: UserFacingError {
    public var exitStatus: ExitStatus { .usage }

    public func message(in language: Language) -> String {
        LocalizedText("Line \(number): ", de: "Zeile \(number): ").text(in: language) + reasonMessage(in: language)
    }

    /// What is wrong with the row, without its number (a batch's result line names the row already).
    func reasonMessage(in language: Language) -> String {
        switch reason {
        case .tooManyFields(let expected, let found):
            return LocalizedText(
                "\(found) fields, but the header has \(expected) columns.",
                de: "\(found) Felder, aber die Kopfzeile hat \(expected) Spalten."
            ).text(in: language)
        case .unterminatedQuote:
            return LocalizedText(
                "a quoted field is never closed.", de: "ein Feld in Anführungszeichen wird nie geschlossen."
            ).text(in: language)
        case .notJSONObject:
            return LocalizedText("not a JSON object.", de: "kein JSON-Objekt.").text(in: language)
        case .unusableValue(let key):
            return LocalizedText(
                "the value of '\(key)' must be text or a number.",
                de: "der Wert von '\(key)' muss Text oder eine Zahl sein."
            ).text(in: language)
        case .tooLong(let limit):
            return LocalizedText(
                "longer than \(limit) bytes; it was not filed.",
                de: "länger als \(limit) Bytes; sie wurde nicht gestellt."
            ).text(in: language)
        }
    }

    public func suggestion(in language: Language) -> String? {
        switch reason {
        case .tooManyFields:
            return LocalizedText(
                "Put a field that contains the separator in double quotes.",
                de: "Setzen Sie ein Feld, das das Trennzeichen enthält, in Anführungszeichen."
            ).text(in: language)
        case .unterminatedQuote:
            return LocalizedText(
                "Close the quote, and write a quote inside a field as \"\".",
                de: "Schließen Sie das Anführungszeichen; ein Anführungszeichen im Feld schreibt man \"\"."
            ).text(in: language)
        case .notJSONObject:
            return LocalizedText(
                "Write each line as one object in braces: {\"stop\": \"Kirche\", \"time\": \"09:30\"}.",
                de:
                    "Schreiben Sie jede Zeile als ein Objekt in geschweiften Klammern: {\"stop\": \"Kirche\", \"time\": \"09:30\"}."
            ).text(in: language)
        case .tooLong:
            return LocalizedText(
                "Check the row: a name or address pasted many times, or a field that swallowed the rest of the file.",
                de:
                    "Prüfen Sie die Zeile: ein vielfach eingefügter Name oder eine Adresse, oder ein Feld, das den Rest der Datei aufnahm."
            ).text(in: language)
        case .unusableValue(let key):
            return LocalizedText(
                "Put the value in double quotes, such as \"\(key)\": \"…\", or write a plain number.",
                de:
                    "Setzen Sie den Wert in Anführungszeichen, etwa \"\(key)\": \"…\", oder schreiben Sie eine einfache Zahl."
            ).text(in: language)
        }
    }
}

extension BatchRowProblem {
    /// The next step, in the file's terms where they help: the separator a field must be quoted for,
    /// and the one several help words take (`Rollstuhl;Gepäck` unquoted in a `;` file splits the row).
    func suggestion(in file: BatchFileWording) -> String? {
        guard case .tooManyFields = reason, let separator = file.separator, separator != "\t" else {
            return suggestion(in: file.language)
        }
        let help = file.column(.help)
        return LocalizedText(
            "Put a field that contains '\(separator)' in double quotes; several words in the column \(help) "
                + "are separated by '\(file.helpSeparator)' in this file.",
            de: "Setzen Sie ein Feld, das '\(separator)' enthält, in Anführungszeichen; mehrere Wörter in der "
                + "Spalte \(help) trennt in dieser Datei '\(file.helpSeparator)'."
        ).text(in: file.language)
    }
}
