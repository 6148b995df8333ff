/// Why a whole batch file cannot be read: nothing in it is sent.
public enum BatchFileProblem: Error, Equatable, Sendable {
    /// No header and no rows.
    case empty
    /// Columns (CSV) or keys (JSON lines) that are none of `BatchFile.columns`.
    case unknownColumns([String])
    /// A column named twice in the header.
    case duplicateColumn(String)
    /// Larger than `BatchFile.maximumBytes`: no office files that many rides at once; read no further.
    case tooLarge(limit: Int)
}
