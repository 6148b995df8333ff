/// Why one row of a batch file cannot be read; the other rows go on.
public struct BatchRowProblem: Error, Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// More fields than the header has columns.
        case tooManyFields(expected: Int, found: Int)
        /// A `"` opened a field that never closed, so the rest of the file is inside it.
        case unterminatedQuote
        /// A JSON line that is not a JSON object.
        case notJSONObject
        /// A JSON value of a kind the key cannot take (an object for `time`, `true` for `persons`).
        case unusableValue(key: String)
        /// Longer than `BatchFile.maximumRowBytes`: no request needs that much; not journalled.
        case tooLong(limit: Int)
    }

    /// The line of the file where the row begins.
    public let number: Int
    public let reason: Reason

    public init(number: Int, reason: Reason) {
        self.number = number
        self.reason = reason
    }
}
