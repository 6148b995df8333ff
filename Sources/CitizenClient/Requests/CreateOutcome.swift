import Foundation

/// What one E10 POST did, told apart as exactly-once sending needs it. POST /customStops is not
/// idempotent, so "surely not stored" (retry) and "maybe stored" (look up first) must never mix.
public enum CreateOutcome: Equatable, Sendable {
    /// Stored; the answer carries the new id.
    case stored(CustomStop)
    /// Surely not stored: refused connection, 204, or a 5xx without the server's error JSON.
    case notStored(SendFailureReason)
    /// Maybe stored: timeout, lost connection or unreadable answer after the body went out.
    case unknown(SendFailureReason)
    /// The server refused the body (4xx, or 500 with its error JSON): it will never be stored.
    case rejected(ClientError)
}
