import Foundation

/// What the sender reports while it works, for the stderr lines of `request-stop` and
/// `requests --resume` ("attempt 3 failed: server unreachable — next try in 7 s").
public enum SendProgress: Equatable, Sendable {
    /// A POST may or may not have stored the request (no answer, lost connection): the device's
    /// requests are looked up before anything is sent again.
    case outcomeUnknown(number: Int, reason: SendFailureReason)
    /// A POST did not store the request. `nextTryIn` is nil when the time allowed is used up.
    case attemptFailed(number: Int, reason: SendFailureReason, nextTryIn: TimeInterval?)
    /// Looking up the device's requests (after an unknown outcome, or before resuming) failed;
    /// nothing is sent until a look-up works. `nextTryIn` is nil when the time allowed is used up.
    case lookupFailed(reason: SendFailureReason, nextTryIn: TimeInterval?)
    /// The server already held the request (an earlier attempt got through): adopted, not sent again.
    case adopted(requestId: Int64)
    /// Another `buerger` run is sending this very request (the same details started twice at once);
    /// this run waits for it instead of sending it a second time.
    case sendingElsewhere(entryId: UUID)
}
