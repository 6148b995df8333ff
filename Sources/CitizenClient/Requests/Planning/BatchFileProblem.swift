/// Why a whole batch file cannot be read: nothing in it is sent.
public enum BatchFileProblem: Error, Equatable, Sendable {
    /// No header and no rows.
    case empty
    /// Columns (CSV) or keys (JSON lines) that are none of `BatchFile.columns`.
    case unknownColumns([String])
    /// A column named twice in the header.
    case duplicateColumn(String)
}

extension BatchFileProblem: UserFacingError {
    public var exitStatus: ExitStatus { .usage }

    public func message(in language: Language) -> String {
        switch self {
        case .empty:
            return language.pick("The file holds no requests.", "Die Datei enthält keine Anfragen.")
        case .unknownColumns(let names):
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            return names.count == 1
                ? language.pick("The file has an unknown column \(list).", "Die Datei hat eine unbekannte Spalte \(list).")
                : language.pick("The file has unknown columns \(list).", "Die Datei hat unbekannte Spalten \(list).")
        case .duplicateColumn(let name):
            return language.pick("The column '\(name)' appears twice in the header.",
                                 "Die Spalte '\(name)' steht zweimal in der Kopfzeile.")
        }
    }

    public func suggestion(in language: Language) -> String? {
        let columns = BatchFile.columns.joined(separator: ", ")
        switch self {
        case .empty:
            return language.pick("Write a header row (\(columns)) and one request per line.",
                                 "Schreiben Sie eine Kopfzeile (\(columns)) und eine Anfrage je Zeile.")
        case .unknownColumns, .duplicateColumn:
            return language.pick("Known columns: \(columns).", "Bekannte Spalten: \(columns).")
        }
    }
}
