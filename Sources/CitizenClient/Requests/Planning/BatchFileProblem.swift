/// Why a whole batch file cannot be read: nothing in it is sent.
public enum BatchFileProblem: Error, Equatable, Sendable {
    /// No header and no rows.
    case empty
    /// Two headers name the same column (`time` twice, or `Zeit` and `Uhrzeit`): which one holds the
    /// request cannot be known. The headers as written.
    case duplicateColumn(BatchColumn, headers: [String])
    /// Larger than `BatchFile.maximumBytes`: no office files that many rides at once; read no further.
    case tooLarge(limit: Int)
}
