/// What is wrong with one value the decoder read, thrown inside a `DecodingError` (its
/// `underlyingError`) so that `WireDecoder.describe` can name it without words of its own.
public enum WireValueFault: Error, Equatable, Sendable, Codable {
    case notWholeNumber
    case outOfRange
    case notText
    /// A GeoJSON position needs [longitude, latitude].
    case notAPosition
    /// The text is not a time HH:mm:ss.
    case notATime(String)

    /// The error a decoder throws for this fault at `codingPath`.
    func decodingError(at codingPath: [CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: String(describing: self), underlyingError: self))
    }
}
