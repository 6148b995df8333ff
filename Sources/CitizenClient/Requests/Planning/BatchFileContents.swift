/// What a batch file holds: its rows, and what the file says about itself that a message about a
/// row needs (the headers as written, the separator, how it writes dates) or that the office should
/// hear once (columns it does not read).
public struct BatchFileContents: Sendable {
    /// Each row, or why it cannot be read, in file order.
    public let entries: [BatchFile.Entry]
    /// Headers (CSV) or keys (JSON lines) that name no column, as written: ignored, said once.
    public let ignoredColumns: [String]
    /// Each column the file has, with its header as the file writes it (`Uhrzeit`, `Abholzeit`, `time`).
    public let headers: [BatchColumn: String]
    /// The separator of a CSV file (`;`, `,`, tab); nil for JSON lines.
    public let separator: Character?
    /// How the file writes dates, from the first date in it; nil when it has none.
    public let dateStyle: BatchDateStyle?

    public init(
        entries: [BatchFile.Entry], ignoredColumns: [String] = [], headers: [BatchColumn: String] = [:],
        separator: Character? = nil, dateStyle: BatchDateStyle? = nil
    ) {
        self.entries = entries
        self.ignoredColumns = ignoredColumns
        self.headers = headers
        self.separator = separator
        self.dateStyle = dateStyle
    }
}
