import Foundation

/// A batch of requests for the community office (`request-stop --from-file`): CSV with a header
/// row, or JSON lines (one object per line), as a spreadsheet exports them. Each row becomes a
/// `BatchRow` or a problem of its own, so a bad row never stops the others; only what spoils the
/// whole file (no rows, a column named twice, too large) is a `BatchFileProblem`. Columns it does not
/// know (`Telefon`, `Bemerkung`) are ignored and named in `BatchFileContents.ignoredColumns`.
public enum BatchFile {
    public typealias Entry = Result<BatchRow, BatchRowProblem>

    /// The largest batch file read: some 10,000 rows of a spreadsheet.
    public static let maximumBytes = 2 * 1024 * 1024
    /// The longest row: a name, an address and a place fit many times over; a 1 MB name does not.
    public static let maximumRowBytes = 4 * 1024

    /// Reads a file's bytes. UTF-8 with or without BOM; a file that is not UTF-8 is read as
    /// Windows-1252, the encoding German spreadsheet programs save CSV in.
    public static func read(_ data: Data) throws(BatchFileProblem) -> BatchFileContents {
        guard data.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
        let text =
            String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252)
            ?? String(decoding: data, as: UTF8.self)
        return try read(text: text)
    }

    /// Reads text: JSON lines when the first non-blank character is `{`, CSV otherwise.
    public static func read(text: String) throws(BatchFileProblem) -> BatchFileContents {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let firstVisible = body.unicodeScalars.first { !CharacterSet.whitespacesAndNewlines.contains($0) }
        return firstVisible == "{" ? try JSONLinesBatch.read(body) : try readCSV(body)
    }

    private static func readCSV(_ text: String) throws(BatchFileProblem) -> BatchFileContents {
        let delimiter = CSVReader.detectDelimiter(text)
        let (records, failure) = CSVReader.records(text, delimiter: delimiter)
        guard let header = records.first else {
            if case .unterminatedQuote(let line)? = failure {
                return BatchFileContents(
                    entries: [.failure(BatchRowProblem(number: line, reason: .unterminatedQuote))],
                    separator: Character(delimiter))
            }
            throw .empty
        }
        let titles = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        let columns = titles.map(BatchColumn.init(header:))
        var headers: [BatchColumn: String] = [:]
        for (title, column) in zip(titles, columns) {
            guard let column else { continue }
            if let first = headers[column] { throw .duplicateColumn(column, headers: [first, title]) }
            headers[column] = title
        }
        // A column with an empty header (a trailing separator) is no column, and not worth a word.
        let ignored = zip(titles, columns).filter { $0.1 == nil && !$0.0.isEmpty }.map(\.0)

        // Rows with nothing in any field (`;;;;;;`, as spreadsheets export after the last row) are no requests.
        let rows = records.dropFirst().filter { record in
            !record.fields.allSatisfy { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        }
        var values: [[BatchColumn: String]] = []
        var entries: [Entry] = rows.map { record in
            guard record.fields.reduce(0, { $0 + $1.utf8.count }) <= maximumRowBytes else {
                return .failure(BatchRowProblem(number: record.line, reason: .tooLong(limit: maximumRowBytes)))
            }
            // More fields than columns shifts every field after a separator that belonged inside one
            // (`Rollstuhl;Gepäck` unquoted in a `;` file); empty ones after the last column shift nothing.
            let extra = record.fields.dropFirst(columns.count)
            guard extra.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                return .failure(
                    BatchRowProblem(
                        number: record.line,
                        reason: .tooManyFields(expected: columns.count, found: record.fields.count)))
            }
            // A row shorter than the header leaves the last columns empty, as spreadsheets write it.
            var row: [BatchColumn: String] = [:]
            for (column, value) in zip(columns, record.fields) {
                if let column { row[column] = value }
            }
            values.append(row)
            return .success(BatchRow(number: record.line, form: form(row)))
        }
        if case .unterminatedQuote(let line)? = failure {
            entries.append(.failure(BatchRowProblem(number: line, reason: .unterminatedQuote)))
        }
        guard !entries.isEmpty else { throw .empty }
        return BatchFileContents(
            entries: entries, ignoredColumns: ignored, headers: headers, separator: Character(delimiter),
            dateStyle: dateStyle(of: values))
    }

    /// The form of one row; empty fields count as not given. A date kept apart from the time (`Datum`
    /// and `Uhrzeit`, as spreadsheets keep them) goes in front of it, as one field would say it.
    static func form(_ values: [BatchColumn: String]) -> RequestForm {
        func value(_ column: BatchColumn) -> String? {
            guard let text = values[column]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
                return nil
            }
            return text
        }
        return RequestForm(
            stop: value(.stop), at: value(.at), line: value(.line),
            time: pickUpTime(date: value(.date), time: value(.time)),
            persons: value(.persons), name: value(.name), address: value(.address), help: value(.help))
    }

    /// `24.11.2026` and `09:30` → `24.11.2026 09:30`. A date cell exported with its midnight
    /// (`24.11.2026 00:00:00`) is the date; a time that names its own day is taken as it is; a date
    /// with no time leaves the time missing (a row cannot be filed for a whole day).
    static func pickUpTime(date: String?, time: String?) -> String? {
        guard let date else { return time }
        let day = withoutMidnight(date)
        guard let time else { return leadingDate(day) == day ? nil : date }
        if leadingDate(time) != nil { return time }
        return day + " " + time
    }

    /// The date a time text begins with (`24.11.2026` of `24.11.2026 09:30`, `2026-11-24` of
    /// `2026-11-24T09:30`), nil when it begins with none.
    static func leadingDate(_ text: String) -> String? {
        guard var token = text.split(whereSeparator: \.isWhitespace).first.map(String.init) else { return nil }
        if token.contains("-"), let t = token.firstIndex(where: { $0 == "T" || $0 == "t" }) {
            token = String(token[..<t])
        }
        return SpokenTime.date(token) == nil ? nil : token
    }

    private static func withoutMidnight(_ date: String) -> String {
        let parts = date.split(whereSeparator: \.isWhitespace)
        let midnight = ["0:00", "00:00", "0:00:00", "00:00:00"]
        guard parts.count == 2, midnight.contains(String(parts[1])) else { return date }
        return String(parts[0])
    }

    /// How the file writes dates: the first date among its rows, in a date column or leading a time.
    static func dateStyle(of rows: [[BatchColumn: String]]) -> BatchDateStyle? {
        for row in rows {
            for column in [BatchColumn.date, .time] {
                guard let text = row[column].flatMap(leadingDate) else { continue }
                if let style = BatchDateStyle(of: text) { return style }
            }
        }
        return nil
    }
}
