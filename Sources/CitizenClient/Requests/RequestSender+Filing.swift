import Foundation

/// What `RequestSender.file` did with an intent.
public struct FilingResult: Equatable, Sendable {
    public let result: SendResult
    /// True when this device had already asked for exactly this and nothing new was filed: the
    /// earlier request is still pending or accepted, or it was saved but not sent and has been resumed
    /// (by this run, or by another run of the same request that this one waited for).
    public let alreadyFiled: Bool

    public init(result: SendResult, alreadyFiled: Bool) {
        self.result = result
        self.alreadyFiled = alreadyFiled
    }
}

extension RequestSender {
    /// How often a run looks whether the run sending its twin has finished.
    static let twinPollSeconds: TimeInterval = 1

    /// Files `intent` once per person's wish, not once per command run: running the same
    /// `request-stop` again (was it sent? the screen scrolled away), or twice at the same moment, must
    /// not ask the driver twice. Under a `FilingClaim` on the request's content, an earlier entry with
    /// the very same content whose pick-up is still ahead is reused while the server says it is pending
    /// or accepted; an unsent one is taken over (waiting while another run sends it, looking it up
    /// first). A request that was declined, cancelled or is unknown to the server is filed anew.
    /// Throws when the earlier request's state cannot be read: guessing could file it twice.
    /// - Parameter now: the run's time (`--now`), which decides whether an earlier pick-up is still
    ///   ahead; the sender's own clock only paces the retries.
    public func file(
        _ intent: RequestIntent, now: Date, retryFor: TimeInterval = RequestSender.defaultRetryFor,
        progress: (SendProgress) -> Void
    ) throws -> FilingResult {
        let deadline = clock().addingTimeInterval(retryFor)
        guard DeviceIdentity.isValid(deviceId) else { throw RequestSendError.invalidDeviceId(deviceId) }
        let claim = try FilingClaim.take(key: intent.filingKey(server: server), in: leaseDirectory)
        defer { claim.release() }
        if let earlier = try journal.entry(matching: intent, server: server, now: now) {
            if earlier.isUnsent {
                claim.release()
                return FilingResult(
                    result: try takeOver(earlier.id, deadline: deadline, progress: progress),
                    alreadyFiled: true)
            }
            if let requestId = earlier.requestId,
                let stop = try api.customStop(id: requestId, deviceId: earlier.deviceId),
                Self.stillWanted(stop)
            {
                return FilingResult(
                    result: .stored(earlier, stop, adopted: false, attempts: earlier.attempts),
                    alreadyFiled: true)
            }
        }
        let (entry, lease) = try journalNew(intent, batchKey: nil)
        claim.release()
        defer { lease.release() }
        return FilingResult(
            result: try throwingRejection(
                deliver(
                    entry, deadline: deadline, lookUpFirst: false,
                    progress: progress)),
            alreadyFiled: false)
    }

    /// The claim on one batch row (`BatchRow.key`): held from looking for the row's entry until the
    /// new entry is journalled (`send(_:batchKey:…afterJournalling:)`), so the same file run twice at
    /// once files each row once.
    public func claimFiling(batchKey: String) throws -> FilingClaim {
        try FilingClaim.take(key: FilingClaim.key("batch\u{1f}" + server + "\u{1f}" + batchKey), in: leaseDirectory)
    }

    /// `resume(entryId:)` for an entry another run may be sending right now: waits for that run
    /// instead of leaving it, then shows its result or carries on (see `takeOver`).
    public func resumeAfterOthers(
        entryId: UUID, retryFor: TimeInterval = RequestSender.defaultRetryFor,
        progress: (SendProgress) -> Void
    ) throws -> SendResult {
        try takeOver(entryId, deadline: clock().addingTimeInterval(retryFor), progress: progress)
    }

    /// Sends an unsent entry that may be in another run's hands. While that run holds its lease this
    /// one waits (saying so once); then it finds the entry stored (done, nothing sent), or sends it on
    /// itself, looking it up first. Out of time while the other run still sends: `.unsent` with
    /// `.sendingElsewhere`.
    func takeOver(_ entryId: UUID, deadline: Date, progress: (SendProgress) -> Void) throws -> SendResult {
        let lease: SendingLease
        switch try leaseWhenFree(entryId, deadline: deadline, progress: progress) {
        case .held(let held):
            lease = held
        case .stopped(let reason):
            guard let entry = try journal.entry(id: entryId) else { throw RequestSendError.entryNotFound(entryId) }
            return .unsent(entry, lastReason: reason)
        }
        defer { lease.release() }
        guard let entry = try journal.entry(id: entryId) else { throw RequestSendError.entryNotFound(entryId) }
        switch entry.state {
        case .unsent:
            return try throwingRejection(deliver(entry, deadline: deadline, lookUpFirst: true, progress: progress))
        case .stored(let requestId):
            let stop =
                (try? api.customStop(id: requestId, deviceId: entry.deviceId))
                ?? entry.intent.storedStop(id: requestId, deviceId: entry.deviceId)
            return .stored(entry, stop, adopted: false, attempts: entry.attempts)
        case .gaveUp:
            // The other run was refused and said why; this one says the same, without sending.
            throw RequestSendError.entryNotUnsent(entryId: entryId, state: entry.state)
        }
    }

    enum LeaseWait {
        case held(SendingLease)
        /// Interrupted, or out of time (`.sendingElsewhere`) while another run still holds it.
        case stopped(SendFailureReason)
    }

    /// The lease of `id` (an entry or a typed request), waiting while another run holds it and saying
    /// so once; checked every `twinPollSeconds`.
    func leaseWhenFree(_ id: UUID, deadline: Date, progress: (SendProgress) -> Void) throws -> LeaseWait {
        var saidWaiting = false
        while true {
            if let lease = try SendingLease.acquire(entryId: id, in: leaseDirectory) { return .held(lease) }
            if !saidWaiting {
                progress(.sendingElsewhere(entryId: id))
                saidWaiting = true
            }
            if isInterrupted() { return .stopped(.interrupted) }
            let remaining = deadline.timeIntervalSince(clock())
            guard remaining > 0 else { return .stopped(.sendingElsewhere) }
            sleep(min(Self.twinPollSeconds, remaining))
        }
    }

    /// Pending or accepted: a bus may still come for it. No status at all is read as pending (the
    /// server stores new requests as pending), so a gap in its answer never files a second one.
    private static func stillWanted(_ stop: CustomStop) -> Bool {
        guard let code = stop.status else { return true }
        let state = RequestState(code: code)
        return state == .pending || state == .accepted
    }
}

extension RequestIntent {
    /// The request as the server stored it, when only its id is known (the run that stored it was
    /// another, and the server could not be asked): what was sent, pending.
    func storedStop(id: Int64, deviceId: String) -> CustomStop {
        CustomStop(
            id: id, lineId: lineId, pickUpTime: pickUpTime, location: location, numberOfPersons: persons,
            deviceId: deviceId, status: RequestState.pending.code, acceptingBus: nil, rejectingBusIds: [],
            createdAt: nil,
            passenger: PassengerInfo(
                name: name, address: address,
                assistance: AssistanceNeed.driverCodes(assistance)))
    }
}
