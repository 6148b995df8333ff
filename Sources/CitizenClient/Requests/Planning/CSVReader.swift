/// RFC 4180 records: fields separated by a delimiter, `"…"` quoting with `""` for a quote,
/// separators and line breaks allowed inside quotes, CRLF, LF or CR line ends. Lenient where
/// spreadsheets are sloppy: a quote in the middle of an unquoted field is kept as a character.
enum CSVReader {
    struct Record: Equatable {
        /// The line where the record begins (1-based).
        let line: Int
        let fields: [String]
    }

    enum Failure: Error, Equatable {
        case unterminatedQuote(line: Int)
    }

    /// The records and, if the text ends inside a quoted field, where that field's record began.
    /// Blank lines are skipped, but counted for the line numbers.
    static func records(_ text: String, delimiter: Unicode.Scalar) -> (records: [Record], failure: Failure?) {
        let scalars = Array(text.unicodeScalars)
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var inQuotes = false
        var fieldWasQuoted = false
        var line = 1
        var recordLine = 1
        var index = 0

        func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            let blank = fields.count == 1 && fields.first?.isEmpty == true
            if !blank { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
        }

        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            index += 1
            if inQuotes {
                if scalar == "\"" {
                    if next == "\"" {
                        field.append("\"")
                        index += 1
                    } else {
                        inQuotes = false
                    }
                    continue
                }
                if scalar == "\n" || (scalar == "\r" && next != "\n") { line += 1 }
                field.append(scalar)
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
            case delimiter:
                endField()
            case "\r", "\n":
                if scalar == "\r", next == "\n" { index += 1 }
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(scalar)
            }
        }
        if inQuotes { return (records, .unterminatedQuote(line: recordLine)) }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRecord() }
        return (records, nil)
    }

    /// The delimiter a header line uses: the most frequent of `,`, `;` and tab outside quotes
    /// (German spreadsheets write `;`); `,` when there is none.
    static func detectDelimiter(_ text: String) -> Unicode.Scalar {
        var counts: [Unicode.Scalar: Int] = [",": 0, ";": 0, "\t": 0]
        var inQuotes = false
        for scalar in text.unicodeScalars {
            if scalar == "\"" { inQuotes.toggle() }
            if inQuotes { continue }
            if scalar == "\n" || scalar == "\r" { break }
            if counts[scalar] != nil { counts[scalar, default: 0] += 1 }
        }
        let ranked: [Unicode.Scalar] = [",", ";", "\t"]
        return ranked.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) } ?? ","
    }
}
