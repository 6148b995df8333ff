import Foundation

/// What `RequestSender.file` did with an intent.
public struct FilingResult: Equatable, Sendable {
    public let result: SendResult
    /// True when this device had already asked for exactly this and nothing new was filed: the
    /// earlier request is still pending or accepted, or it was saved but not sent and has been resumed.
    public let alreadyFiled: Bool
}

extension RequestSender {
    /// Files `intent` once per person's wish, not once per command run: running the same
    /// `request-stop` again (was it sent? the screen scrolled away) must not ask the driver twice.
    /// An earlier entry with the very same content whose pick-up is still ahead is reused while the
    /// server says it is pending or accepted; an unsent one is resumed (looked up first). A request
    /// that was declined, cancelled or is unknown to the server is filed anew.
    /// Throws when the earlier request's state cannot be read: guessing could file it twice.
    public func file(_ intent: RequestIntent, retryFor: TimeInterval = RequestSender.defaultRetryFor,
                     progress: (SendProgress) -> Void) throws -> FilingResult {
        if let earlier = try journal.entry(matching: intent, server: server, now: clock()) {
            if earlier.isUnsent {
                return FilingResult(result: try resume(entryId: earlier.id, retryFor: retryFor, progress: progress),
                                    alreadyFiled: true)
            }
            if let requestId = earlier.requestId,
               let stop = try api.customStop(id: requestId, deviceId: earlier.deviceId),
               Self.stillWanted(stop) {
                return FilingResult(result: .stored(earlier, stop, adopted: false, attempts: earlier.attempts),
                                    alreadyFiled: true)
            }
        }
        return FilingResult(result: try send(intent, retryFor: retryFor, progress: progress), alreadyFiled: false)
    }

    /// Pending or accepted: a bus may still come for it. No status at all is read as pending (the
    /// server stores new requests as pending), so a gap in its answer never files a second one.
    private static func stillWanted(_ stop: CustomStop) -> Bool {
        guard let code = stop.status else { return true }
        let state = RequestState(code: code)
        return state == .pending || state == .accepted
    }
}
