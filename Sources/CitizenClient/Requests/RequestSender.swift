import Foundation

/// Sends custom-stop requests exactly once (issue 4 §1 "Sending"). POST /customStops is not
/// idempotent, so every request is journalled before its first attempt; a refused connection, a
/// 5xx or a 204 is retried after a random 5–10 s wait; after an attempt whose outcome is unknown the
/// device's requests are looked up and a matching one adopted instead of sending again. The wait,
/// the time and the network are injected, so the whole loop runs in tests without real time.
public struct RequestSender {
    /// The pause between attempts: random within this range so that many clients do not retry in step.
    public static let waitRange: ClosedRange<TimeInterval> = 5...10
    public static let defaultRetryFor: TimeInterval = 300

    let api: BuergerbusAPI
    let journal: RequestJournal
    let deviceId: String
    let clock: () -> Date
    let sleep: (TimeInterval) -> Void
    let randomFraction: () -> Double
    let isInterrupted: () -> Bool

    /// - Parameters:
    ///   - deviceId: this installation's id (`DeviceIdentity`); entries keep the id they were sent with.
    ///   - sleep: the pause between attempts; it may end early when the run is interrupted.
    ///   - randomFraction: a value in 0..<1 that places each wait within `waitRange`.
    ///   - isInterrupted: asked before every attempt and after every pause: once true, the entry is
    ///     left unsent in the journal (`.unsent(_, lastReason: .interrupted)`) for `requests --resume`.
    public init(
        api: BuergerbusAPI, journal: RequestJournal, deviceId: String,
        clock: @escaping () -> Date, sleep: @escaping (TimeInterval) -> Void,
        randomFraction: @escaping () -> Double = { Double.random(in: 0..<1) },
        isInterrupted: @escaping () -> Bool = { false }
    ) {
        self.api = api
        self.journal = journal
        self.deviceId = deviceId
        self.clock = clock
        self.sleep = sleep
        self.randomFraction = randomFraction
        self.isInterrupted = isInterrupted
    }

    /// The server entries are filed under (`ServerAddress.description`).
    public var server: String { api.server.description }

    var leaseDirectory: URL { SendingLease.directory(beside: journal) }

    /// Journals `intent`, then sends it until it is stored or `retryFor` seconds (waits included)
    /// have passed. Throws `RequestSendError` when the server refuses the body (exit 5) or the
    /// journal cannot be written (exit 1); running out of time is the result `.unsent` (exit 7).
    /// - Parameter afterJournalling: called once the entry is in the journal (a batch lets go of its
    ///   row's `FilingClaim` there).
    public func send(
        _ intent: RequestIntent, batchKey: String? = nil, batchFile: String? = nil,
        retryFor: TimeInterval = RequestSender.defaultRetryFor,
        afterJournalling: () -> Void = {},
        progress: (SendProgress) -> Void
    ) throws -> SendResult {
        guard DeviceIdentity.isValid(deviceId) else { throw RequestSendError.invalidDeviceId(deviceId) }
        let deadline = clock().addingTimeInterval(retryFor)
        let (entry, lease) = try journalNew(intent, batchKey: batchKey, batchFile: batchFile)
        defer { lease.release() }
        afterJournalling()
        return try throwingRejection(deliver(entry, deadline: deadline, lookUpFirst: false, progress: progress))
    }

    /// A new unsent entry in the journal, with this run's lease on it. Leased before it is journalled,
    /// so a `requests --resume` or a twin run elsewhere never sees it unleased.
    func journalNew(_ intent: RequestIntent, batchKey: String?, batchFile: String? = nil) throws -> (
        JournalEntry, SendingLease
    ) {
        let entry = JournalEntry(
            intent: intent, server: server, deviceId: deviceId, createdAt: now(),
            batchKey: batchKey, batchFile: batchFile)
        guard let lease = try SendingLease.acquire(entryId: entry.id, in: leaseDirectory) else {
            throw RequestSendError.journalUnwritable(path: leaseDirectory.path, trouble: .newEntryLocked)
        }
        do {
            try journal.append(entry)
        } catch {
            lease.release()
            throw error
        }
        return (entry, lease)
    }

    /// Sends one unsent entry again (after a killed or timed-out run). The earlier run may have got
    /// it through, so the device's requests are looked up before the first attempt.
    public func resume(
        entryId: UUID, retryFor: TimeInterval = RequestSender.defaultRetryFor,
        progress: (SendProgress) -> Void
    ) throws -> SendResult {
        guard let known = try journal.entry(id: entryId) else { throw RequestSendError.entryNotFound(entryId) }
        guard known.server == server else {
            throw RequestSendError.entryOfOtherServer(entryId: entryId, server: known.server)
        }
        guard let lease = try SendingLease.acquire(entryId: entryId, in: leaseDirectory) else {
            return .unsent(known, lastReason: .sendingElsewhere)
        }
        defer { lease.release() }
        // Read again under the lease: the process that held it may have stored it.
        guard let entry = try journal.entry(id: entryId) else { throw RequestSendError.entryNotFound(entryId) }
        guard entry.isUnsent else { throw RequestSendError.entryNotUnsent(entryId: entryId, state: entry.state) }
        let deadline = clock().addingTimeInterval(retryFor)
        return try throwingRejection(deliver(entry, deadline: deadline, lookUpFirst: true, progress: progress))
    }

    /// Resumes every unsent entry of this server, oldest first, within one shared `retryFor`
    /// (each still gets at least one look-up). A refused entry is reported as `.rejected` and the
    /// others go on; only journal failures throw.
    public func resumeUnsent(
        retryFor: TimeInterval = RequestSender.defaultRetryFor,
        progress: (JournalEntry, SendProgress) -> Void
    ) throws -> [SendResult] {
        let deadline = clock().addingTimeInterval(retryFor)
        var results: [SendResult] = []
        for candidate in try journal.entries(server: server) where candidate.isUnsent {
            guard !isInterrupted() else {
                results.append(.unsent(candidate, lastReason: .interrupted))
                continue
            }
            guard let lease = try SendingLease.acquire(entryId: candidate.id, in: leaseDirectory) else {
                results.append(.unsent(candidate, lastReason: .sendingElsewhere))
                continue
            }
            defer { lease.release() }
            // Another process may have sent it while the earlier ones were being resumed.
            guard let entry = try journal.entry(id: candidate.id), entry.isUnsent else { continue }
            results.append(try deliver(entry, deadline: deadline, lookUpFirst: true) { progress(entry, $0) })
        }
        return results
    }

    // MARK: - The loop

    func deliver(
        _ start: JournalEntry, deadline: Date, lookUpFirst: Bool,
        progress: (SendProgress) -> Void
    ) throws -> SendResult {
        // Out of time before the first try (a batch's later rows share one `--retry-for`): kept for
        // `requests --resume` without a try, so no row costs a server that does not answer its timeout.
        guard clock() < deadline else { return .unsent(start, lastReason: nil) }
        var entry = start
        var lastReason: SendFailureReason?
        var lookUpNext = lookUpFirst
        // An attempt whose outcome was unknown and whose look-up has not yet shown it absent.
        var unresolvedAttempt: (number: Int, reason: SendFailureReason)?

        while true {
            if isInterrupted() { return .unsent(entry, lastReason: .interrupted) }
            if lookUpNext {
                switch try lookUp(entry) {
                case .adopted(let adoptedEntry, let stop):
                    progress(.adopted(requestId: stop.id))
                    return .stored(adoptedEntry, stop, adopted: true, attempts: adoptedEntry.attempts)
                case .failed(let reason):
                    lastReason = reason
                    guard pauseOrGiveUp(deadline, progress, { .lookupFailed(reason: reason, nextTryIn: $0) }) else {
                        return .unsent(entry, lastReason: lastReason)
                    }
                    continue
                case .absent(let checked):
                    entry = checked
                    lookUpNext = false
                    if let attempt = unresolvedAttempt {
                        unresolvedAttempt = nil
                        let failed = {
                            SendProgress.attemptFailed(number: attempt.number, reason: attempt.reason, nextTryIn: $0)
                        }
                        guard pauseOrGiveUp(deadline, progress, failed) else {
                            return .unsent(entry, lastReason: lastReason)
                        }
                        if isInterrupted() { return .unsent(entry, lastReason: .interrupted) }
                    }
                }
            }

            let attemptTime = now()
            entry = try record(entry) {
                $0.attempts += 1
                $0.lastAttemptAt = attemptTime
            }
            let number = entry.attempts
            switch api.createCustomStopOutcome(entry.intent.draft(deviceId: entry.deviceId)) {
            case .stored(let stop):
                entry = try markStored(entry, requestId: stop.id)
                return .stored(entry, stop, adopted: false, attempts: entry.attempts)
            case .rejected(let error):
                entry = try record(entry) {
                    $0.state = .gaveUp(reason: RecordedFailure(refusal: error))
                    $0.lastFailure = RecordedFailure(refusal: error)
                }
                return .rejected(entry, .rejected(error, entryId: entry.id))
            case .notStored(let reason):
                lastReason = reason
                entry = try record(entry) { $0.lastFailure = .attempt(reason) }
                guard
                    pauseOrGiveUp(deadline, progress, { .attemptFailed(number: number, reason: reason, nextTryIn: $0) })
                else { return .unsent(entry, lastReason: lastReason) }
            case .unknown(let reason):
                lastReason = reason
                entry = try record(entry) {
                    $0.lastFailure = .attempt(reason)
                    $0.answerLostAt = attemptTime
                }
                progress(.outcomeUnknown(number: number, reason: reason))
                unresolvedAttempt = (number, reason)
                lookUpNext = true
            }
        }
    }

    enum LookUpResult {
        case adopted(JournalEntry, CustomStop)
        /// The server does not have it: the entry as now kept, a lost answer no longer in doubt.
        case absent(JournalEntry)
        case failed(SendFailureReason)
    }

    /// E11 branch 2 for the entry's device; a match no other entry holds is adopted under the journal
    /// lock, so two entries (or two processes) never take the same server id.
    func lookUp(_ entry: JournalEntry) throws -> LookUpResult {
        let stops: [CustomStop]
        do {
            stops = try api.customStops(deviceId: entry.deviceId)
        } catch let error as ClientError {
            return .failed(Self.reason(for: error))
        } catch {
            return .failed(.transportFailed(.text(String(describing: error))))
        }
        let adoptedAt = now()
        return try journal.transaction { entries -> LookUpResult in
            guard let index = entries.firstIndex(where: { $0.id == entry.id }) else {
                throw RequestSendError.entryNotFound(entry.id)
            }
            // Another run may have stored it meanwhile.
            if let requestId = entries[index].requestId, let stop = stops.first(where: { $0.id == requestId }) {
                return .adopted(entries[index], stop)
            }
            guard let stop = SentRequestMatcher.adoptable(stops, for: entries[index], among: entries) else {
                entries[index].answerLostAt = nil
                return .absent(entries[index])
            }
            entries[index].state = .stored(requestId: stop.id)
            entries[index].storedAt = adoptedAt
            entries[index].lastFailure = nil
            entries[index].answerLostAt = nil
            return .adopted(entries[index], stop)
        }
    }

    private func markStored(_ entry: JournalEntry, requestId: Int64) throws -> JournalEntry {
        let storedAt = now()
        do {
            return try record(entry) {
                $0.state = .stored(requestId: requestId)
                $0.storedAt = storedAt
                $0.lastFailure = nil
                $0.answerLostAt = nil
            }
        } catch let error as RequestSendError {
            // The request is on the server: saying "not sent" now would make the person file it twice.
            let trouble: JournalTrouble
            switch error {
            case .journalUnwritable(_, let cause), .journalUnreadable(_, let cause): trouble = cause
            default: trouble = .failed(error)
            }
            throw RequestSendError.storedButNotRecorded(requestId: requestId, path: journal.file.path, trouble: trouble)
        }
    }

    private func record(_ entry: JournalEntry, _ change: (inout JournalEntry) -> Void) throws -> JournalEntry {
        guard let updated = try journal.update(id: entry.id, change) else {
            throw RequestSendError.entryNotFound(entry.id)
        }
        return updated
    }

    /// Says how a try failed (`failure` with the pause before the next one, nil when there is none)
    /// and pauses; false, after saying it, when the deadline has come: the caller gives up then.
    /// The one "wait or give up" of every loop that retries.
    func pauseOrGiveUp(
        _ deadline: Date, _ progress: (SendProgress) -> Void, _ failure: (TimeInterval?) -> SendProgress
    ) -> Bool {
        let pause = nextPause(before: deadline)
        progress(failure(pause))
        guard let pause else { return false }
        sleep(pause)
        return true
    }

    /// A random pause within `waitRange`, shortened so that it never ends past the deadline;
    /// nil when the deadline has come.
    func nextPause(before deadline: Date) -> TimeInterval? {
        let remaining = deadline.timeIntervalSince(clock())
        guard remaining > 0 else { return nil }
        let fraction = min(max(randomFraction(), 0), 1)
        let fractionOrZero = fraction.isFinite ? fraction : 0
        let pause = Self.waitRange.lowerBound + (Self.waitRange.upperBound - Self.waitRange.lowerBound) * fractionOrZero
        return min(pause, remaining)
    }

    /// Journal timestamps are whole seconds, so entries read back equal to what was written.
    private func now() -> Date {
        Date(timeIntervalSince1970: clock().timeIntervalSince1970.rounded(.down))
    }

    func throwingRejection(_ result: SendResult) throws -> SendResult {
        if case .rejected(_, let error) = result { throw error }
        return result
    }

    private static func reason(for error: ClientError) -> SendFailureReason {
        SendFailureReason(error)
    }
}
