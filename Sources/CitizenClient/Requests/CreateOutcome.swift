import Foundation

/// What one E10 POST did, told apart as exactly-once sending needs it. POST /customStops is not
/// idempotent, so "surely not stored" (retry) and "maybe stored" (look up first) must never mix.
public enum CreateOutcome: Equatable, Sendable {
    /// Stored; the answer carries the new id.
    case stored(CustomStop)
    /// Surely not stored: a connection refused before the body went out, 204 (the original's failed
    /// insert), 503 (not taken in), 408 or 429. Sent again after a pause.
    case notStored(SendFailureReason)
    /// Maybe stored: a timeout, a lost connection or an unreadable 2xx after the body went out, and
    /// every other 5xx, with or without the server's error JSON — the original may fail after its
    /// insert (wire-contract §5.4) and a gateway's 502/504 may have passed the POST on. Looked up
    /// first, then adopted or sent again; never given up before `--retry-for` runs out.
    case unknown(SendFailureReason)
    /// The server refused the body (a 4xx, or a redirect): sending it again cannot help.
    case rejected(ClientError)
}
