import Foundation

/// How a request kept as typed came out of one run.
public enum TypedFilingOutcome {
    /// Checked against the server's data and sent like any request: what it came to, and how the
    /// sending of the way there (and back) ended.
    case checked(RequestPlan, outward: SendResult, wayBack: SendResult?)
    /// Checked and found wrong: nothing was sent, and nothing will be.
    case refused(TypedRequest, RequestProblem)
    /// Still waiting for the server when the time allowed ran out (or the run was interrupted, or
    /// another run is checking it).
    case waiting(TypedRequest, lastReason: SendFailureReason?)
}

extension RequestSender {
    /// Keeps `form` as typed and tries until the server answers: then `check` turns it into a plan (as
    /// it would have been checked at `typedAt`), and it is journalled and sent exactly as a request
    /// that was checked at once. The same form typed twice at once (within `TypedRequest.sameWishWindow`)
    /// is one request: the second run takes over the first one's record. Throws only journal failures.
    /// - Parameters:
    ///   - batchKey: for a row of a batch file: the same row is then found by this key (as
    ///     `BatchRow.filedEntry` finds a row that was sent), not by the typed text and time.
    ///   - heldClaim: the row's claim when the caller holds it already (it looked for the row's sent
    ///     entry under it); it is let go once the typed request is journalled.
    public func fileTyped(
        _ form: RequestForm, typedAt: Date, pickUpTime: Date? = nil, batchKey: String? = nil,
        batchFile: String? = nil,
        heldClaim: FilingClaim? = nil, retryFor: TimeInterval = RequestSender.defaultRetryFor,
        check: (TypedRequest) -> TypedRequestCheck,
        progress: (SendProgress) -> Void
    ) throws -> (outcome: TypedFilingOutcome, alreadyFiled: Bool) {
        guard DeviceIdentity.isValid(deviceId) else { throw RequestSendError.invalidDeviceId(deviceId) }
        let deadline = clock().addingTimeInterval(retryFor)
        let claim =
            try heldClaim ?? batchKey.map(claimFiling(batchKey:))
            ?? FilingClaim.take(key: TypedRequest.filingKey(form, server: server), in: leaseDirectory)
        defer { claim.release() }
        let earlier =
            try batchKey.map { try journal.waitingRequest(batchKey: $0, server: server) }
            ?? journal.waitingRequest(matching: form, server: server, typedAt: typedAt)
        if let earlier {
            claim.release()
            return (try takeOverTyped(earlier.id, deadline: deadline, check: check, progress: progress), true)
        }
        let typed = TypedRequest(
            form: form, typedAt: typedAt, pickUpTime: pickUpTime, server: server, deviceId: deviceId,
            batchKey: batchKey, batchFile: batchFile)
        guard let lease = try SendingLease.acquire(entryId: typed.id, in: leaseDirectory) else {
            throw RequestSendError.journalUnwritable(path: leaseDirectory.path, trouble: .newEntryLocked)
        }
        defer { lease.release() }
        try journal.appendTyped(typed)
        claim.release()
        return (try checkAndSend(typed, deadline: deadline, check: check, progress: progress), false)
    }

    /// Every request of this server still waiting as typed, oldest first, within one `retryFor`; one
    /// that another run holds is left to it (`.waiting` with `.sendingElsewhere`).
    public func resumeTyped(
        retryFor: TimeInterval = RequestSender.defaultRetryFor,
        check: (TypedRequest) -> TypedRequestCheck,
        progress: (TypedRequest, SendProgress) -> Void
    ) throws -> [TypedFilingOutcome] {
        let deadline = clock().addingTimeInterval(retryFor)
        var outcomes: [TypedFilingOutcome] = []
        for candidate in try journal.typedRequests(server: server) where candidate.state == .waiting {
            guard !isInterrupted() else {
                outcomes.append(.waiting(candidate, lastReason: .interrupted))
                continue
            }
            guard let lease = try SendingLease.acquire(entryId: candidate.id, in: leaseDirectory) else {
                outcomes.append(.waiting(candidate, lastReason: .sendingElsewhere))
                continue
            }
            defer { lease.release() }
            guard let typed = try journal.typedRequest(id: candidate.id), typed.state == .waiting else { continue }
            outcomes.append(try checkAndSend(typed, deadline: deadline, check: check) { progress(typed, $0) })
        }
        return outcomes
    }

    /// A typed request another run may hold: wait for its lease, then carry on where it stopped.
    private func takeOverTyped(
        _ id: UUID, deadline: Date, check: (TypedRequest) -> TypedRequestCheck,
        progress: (SendProgress) -> Void
    ) throws -> TypedFilingOutcome {
        switch try leaseWhenFree(id, deadline: deadline, progress: progress) {
        case .stopped(let reason):
            if let typed = try journal.typedRequest(id: id) { return .waiting(typed, lastReason: reason) }
        case .held(let lease):
            defer { lease.release() }
            if let typed = try journal.typedRequest(id: id) {
                guard typed.state == .waiting else {
                    if case .refused(let problem) = check(typed) { return .refused(typed, problem) }
                    return .waiting(typed, lastReason: nil)
                }
                return try checkAndSend(typed, deadline: deadline, check: check, progress: progress)
            }
            lease.release()
        }
        // Checked by the other run: it is an ordinary entry now, under the same id.
        let outward = try takeOver(id, deadline: deadline, progress: progress)
        let wayBack = try journal.load().first { $0.intent.outwardEntryId == id }
            .map { try takeOver($0.id, deadline: deadline, progress: progress) }
        let plan = RequestPlan(outward: outward.entry.intent, wayBack: wayBack?.entry.intent, notes: [])
        return .checked(plan, outward: outward, wayBack: wayBack)
    }

    /// The loop for one typed request whose lease this run holds: check it whenever the server may be
    /// back, paced like the sending retries; once checked, journal and send it.
    private func checkAndSend(
        _ start: TypedRequest, deadline: Date, check: (TypedRequest) -> TypedRequestCheck,
        progress: (SendProgress) -> Void
    ) throws -> TypedFilingOutcome {
        // Out of time before the first check (a batch's later rows): kept as typed, without asking.
        guard clock() < deadline else { return .waiting(start, lastReason: nil) }
        var typed = start
        while true {
            if isInterrupted() { return .waiting(typed, lastReason: .interrupted) }
            typed = try journal.updateTyped(id: typed.id) { $0.attempts += 1 } ?? typed
            switch check(typed) {
            case .serverAway(let reason):
                let number = typed.attempts
                guard
                    pauseOrGiveUp(deadline, progress, { .attemptFailed(number: number, reason: reason, nextTryIn: $0) })
                else { return .waiting(typed, lastReason: reason) }
            case .refused(let problem):
                typed = try journal.updateTyped(id: typed.id) { $0.state = .refused } ?? typed
                return .refused(typed, problem)
            case .planned(let plan):
                return try send(plan, checkedFrom: typed, deadline: deadline, progress: progress)
            }
        }
    }

    /// Journals the plan in place of the typed request (the way there keeps its id, whose lease this
    /// run holds) and sends it as `file` would have.
    private func send(
        _ plan: RequestPlan, checkedFrom typed: TypedRequest, deadline: Date,
        progress: (SendProgress) -> Void
    ) throws -> TypedFilingOutcome {
        // Asked for already, online, before the data were lost (the same request as a journal entry):
        // that one stands, and this typed copy goes.
        if plan.wayBack == nil,
            let earlier = try journal.entry(matching: plan.outward, server: server, now: typed.typedAt),
            earlier.id != typed.id
        {
            _ = try journal.removeTyped(id: typed.id)
            let outward = try takeOver(earlier.id, deadline: deadline, progress: progress)
            return .checked(plan, outward: outward, wayBack: nil)
        }
        let createdAt = Date(timeIntervalSince1970: clock().timeIntervalSince1970.rounded(.down))
        let outward = JournalEntry(
            id: typed.id, intent: plan.outward, server: server, deviceId: typed.deviceId,
            createdAt: createdAt, batchKey: typed.batchKey, batchFile: typed.batchFile)
        var wayBack: JournalEntry?
        var wayBackLease: SendingLease?
        if var back = plan.wayBack {
            back.outwardEntryId = typed.id
            let entry = JournalEntry(intent: back, server: server, deviceId: typed.deviceId, createdAt: createdAt)
            wayBackLease = try SendingLease.acquire(entryId: entry.id, in: leaseDirectory)
            wayBack = entry
        }
        defer { wayBackLease?.release() }
        guard try journal.replaceTyped(id: typed.id, by: [outward] + (wayBack.map { [$0] } ?? [])) else {
            return .waiting(typed, lastReason: .sendingElsewhere)
        }
        let sentOutward = try deliver(outward, deadline: deadline, lookUpFirst: false, progress: progress)
        var sentBack: SendResult?
        if let wayBack {
            sentBack =
                wayBackLease == nil
                ? .unsent(wayBack, lastReason: .sendingElsewhere)
                : try deliver(wayBack, deadline: deadline, lookUpFirst: false, progress: progress)
        }
        return .checked(plan, outward: sentOutward, wayBack: sentBack)
    }
}
