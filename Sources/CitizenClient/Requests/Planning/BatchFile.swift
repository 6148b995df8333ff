import Foundation

/// A batch of requests for the community office (`request-stop --from-file`): CSV with a header
/// row, or JSON lines (one object per line). Each row becomes a `BatchRow` or a problem of its own,
/// so a bad row never stops the others; only what spoils the whole file (an unknown column) is a
/// `BatchFileProblem`.
public enum BatchFile {
    /// The columns (CSV) and keys (JSON lines) a batch file may use.
    public static let columns = ["time", "persons", "name", "address", "stop", "at", "line", "help"]

    public typealias Entry = Result<BatchRow, BatchRowProblem>

    /// The largest batch file read: some 10,000 rows of a spreadsheet.
    public static let maximumBytes = 2 * 1024 * 1024
    /// The longest row: a name, an address and a place fit many times over; a 1 MB name does not.
    public static let maximumRowBytes = 4 * 1024

    /// Reads a file's bytes. UTF-8 with or without BOM; a file that is not UTF-8 is read as
    /// Windows-1252, the encoding German spreadsheet programs save CSV in.
    public static func read(_ data: Data) throws(BatchFileProblem) -> [Entry] {
        guard data.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
        let text =
            String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252)
            ?? String(decoding: data, as: UTF8.self)
        return try read(text: text)
    }

    /// Reads text: JSON lines when the first non-blank character is `{`, CSV otherwise.
    public static func read(text: String) throws(BatchFileProblem) -> [Entry] {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let firstVisible = body.unicodeScalars.first { !CharacterSet.whitespacesAndNewlines.contains($0) }
        return firstVisible == "{" ? try JSONLinesBatch.read(body) : try readCSV(body)
    }

    private static func readCSV(_ text: String) throws(BatchFileProblem) -> [Entry] {
        let (records, failure) = CSVReader.records(text, delimiter: CSVReader.detectDelimiter(text))
        guard let header = records.first else {
            if case .unterminatedQuote(let line)? = failure {
                return [.failure(BatchRowProblem(number: line, reason: .unterminatedQuote))]
            }
            throw .empty
        }
        let names = header.fields.map { columnName($0) }
        let unknown = names.filter { !$0.isEmpty && !columns.contains($0) }
        guard unknown.isEmpty else { throw .unknownColumns(unknown) }
        var seen = Set<String>()
        if let twice = names.first(where: { !$0.isEmpty && !seen.insert($0).inserted }) {
            throw .duplicateColumn(twice)
        }

        // Rows with nothing in any field (`;;;;;;`, as spreadsheets export after the last row) are no requests.
        let rows = records.dropFirst().filter { record in
            !record.fields.allSatisfy { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        }
        var entries: [Entry] = rows.map { record in
            guard record.fields.reduce(0, { $0 + $1.utf8.count }) <= maximumRowBytes else {
                return .failure(BatchRowProblem(number: record.line, reason: .tooLong(limit: maximumRowBytes)))
            }
            guard record.fields.count <= names.count else {
                return .failure(
                    BatchRowProblem(
                        number: record.line,
                        reason: .tooManyFields(expected: names.count, found: record.fields.count)))
            }
            // A row shorter than the header leaves the last columns empty, as spreadsheets write it;
            // a column with an empty header (a trailing separator) is ignored.
            var values: [String: String] = [:]
            for (name, value) in zip(names, record.fields) where !name.isEmpty { values[name] = value }
            return .success(BatchRow(number: record.line, form: form(values)))
        }
        if case .unterminatedQuote(let line)? = failure {
            entries.append(.failure(BatchRowProblem(number: line, reason: .unterminatedQuote)))
        }
        guard !entries.isEmpty else { throw .empty }
        return entries
    }

    /// German headers as an office's spreadsheet has them (`Zeit`, `Haltestelle`, …), read as the
    /// English column names; case and accents do not matter.
    static let germanColumns: [String: String] = [
        "zeit": "time", "uhrzeit": "time", "abholzeit": "time", "personen": "persons", "anzahl": "persons",
        "name": "name", "adresse": "address", "anschrift": "address", "haltestelle": "stop", "ort": "at",
        "position": "at", "linie": "line", "hilfe": "help",
    ]

    static func columnName(_ header: String) -> String {
        let name = header.trimmingCharacters(in: .whitespaces).lowercased()
        return germanColumns[name] ?? name
    }

    /// The form of one row; empty fields count as not given.
    static func form(_ values: [String: String]) -> RequestForm {
        func value(_ key: String) -> String? {
            guard let text = values[key]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
                return nil
            }
            return text
        }
        return RequestForm(
            stop: value("stop"), at: value("at"), line: value("line"), time: value("time"),
            persons: value("persons"), name: value("name"), address: value("address"), help: value("help"))
    }
}
