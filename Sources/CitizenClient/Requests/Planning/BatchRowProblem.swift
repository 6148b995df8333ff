/// Why one row of a batch file cannot be read; the other rows go on.
public struct BatchRowProblem: Error, Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// More fields than the header has columns.
        case tooManyFields(expected: Int, found: Int)
        /// A `"` opened a field that never closed, so the rest of the file is inside it.
        case unterminatedQuote
        /// A JSON line that is not a JSON object.
        case notAJSONObject
        /// A JSON value of a kind the key cannot take (an object for `time`, `true` for `persons`).
        case unusableValue(key: String)
    }

    /// The line of the file where the row begins.
    public let number: Int
    public let reason: Reason

    public init(number: Int, reason: Reason) {
        self.number = number
        self.reason = reason
    }
}

extension BatchRowProblem: UserFacingError {
    public var exitStatus: ExitStatus { .usage }

    public func message(in language: Language) -> String {
        let row = language.pick("Line \(number): ", "Zeile \(number): ")
        switch reason {
        case .tooManyFields(let expected, let found):
            return row + language.pick("\(found) fields, but the header has \(expected) columns.",
                                       "\(found) Felder, aber die Kopfzeile hat \(expected) Spalten.")
        case .unterminatedQuote:
            return row + language.pick("a quoted field is never closed.", "ein Feld in Anführungszeichen wird nie geschlossen.")
        case .notAJSONObject:
            return row + language.pick("not a JSON object.", "kein JSON-Objekt.")
        case .unusableValue(let key):
            return row + language.pick("the value of '\(key)' must be text or a number.",
                                       "der Wert von '\(key)' muss Text oder eine Zahl sein.")
        }
    }

    public func suggestion(in language: Language) -> String? {
        switch reason {
        case .tooManyFields:
            return language.pick("Put a field that contains the separator in double quotes.",
                                 "Setzen Sie ein Feld, das das Trennzeichen enthält, in Anführungszeichen.")
        case .unterminatedQuote:
            return language.pick("Close the quote, and write a quote inside a field as \"\".",
                                 "Schließen Sie das Anführungszeichen; ein Anführungszeichen im Feld schreibt man \"\".")
        case .notAJSONObject:
            return language.pick("Write each line as one object in braces: {\"stop\": \"Kirche\", \"time\": \"09:30\"}.",
                                 "Schreiben Sie jede Zeile als ein Objekt in geschweiften Klammern: {\"stop\": \"Kirche\", \"time\": \"09:30\"}.")
        case .unusableValue(let key):
            return language.pick("Put the value in double quotes, such as \"\(key)\": \"…\", or write a plain number.",
                                 "Setzen Sie den Wert in Anführungszeichen, etwa \"\(key)\": \"…\", oder schreiben Sie eine einfache Zahl.")
        }
    }
}
