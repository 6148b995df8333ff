import Foundation

extension RequestService {
    /// Files a checked request, and its way back, exactly once per person's wish (`RequestSender.file`):
    /// the same request run again, or twice at once, finds the first. `retryFor` is shared by both ways.
    /// Throws when the server refuses it (`RequestSendError.rejected`) or the journal fails.
    public func file(
        _ plan: RequestPlan, retryFor: TimeInterval = Self.defaultRetryFor, progress: (SendProgress) -> Void
    ) throws -> FilingReport {
        let sender = try sender()
        let startedAt = run.clock()
        let outward = try sender.file(plan.outward, now: settings.now, retryFor: retryFor, progress: progress)
        var wayBack: FilingResult?
        if var back = plan.wayBack {
            back.outwardEntryId = outward.result.entry.id
            let left = max(0, retryFor - run.clock().timeIntervalSince(startedAt))
            wayBack = try sender.file(back, now: settings.now, retryFor: left, progress: progress)
        }
        return FilingReport(
            outward: outward.result, wayBack: wayBack?.result, outwardAlreadyFiled: outward.alreadyFiled,
            wayBackAlreadyFiled: wayBack?.alreadyFiled ?? true, views: viewBuilder(entries: []))
    }

    /// Keeps `form` as typed while the server is away and its data are not saved, and tries until it
    /// answers: then the request is checked as it would have been when typed and filed exactly once.
    /// What can be checked without the server's data is checked before anything is kept. Throws the
    /// `RequestProblem` of a form that is wrong (now, or when checked later).
    public func fileTyped(
        _ form: RequestForm, retryFor: TimeInterval = Self.defaultRetryFor, progress: (SendProgress) -> Void
    ) throws -> FilingReport {
        let (form, pickUpTime) = try typedForm(form)
        let sender = try sender()
        let runClock = runClock()
        let filed = try sender.fileTyped(
            form, typedAt: settings.now, pickUpTime: pickUpTime, retryFor: retryFor,
            check: { check($0, runNow: runClock()) }, progress: progress)
        return try report(filed.outcome, alreadyFiled: filed.alreadyFiled)
    }

    /// What a request typed while the server is away will be kept as, for the read-back. Throws what
    /// is wrong with `form` already without the server's data (two places or none, a time that cannot
    /// be read, an unknown help word, a name too long): checked before it is kept as typed.
    public func preview(typed form: RequestForm) throws -> RequestView {
        let (kept, pickUpTime) = try typedForm(form)
        return viewBuilder(entries: []).view(form: kept, pickUpTime: pickUpTime)
    }

    /// The form as it is kept: what the config supplies now is what the person meant now, whenever it
    /// is checked. Throws what is wrong already without the server's data.
    func typedForm(_ start: RequestForm) throws -> (RequestForm, Date) {
        var form = start
        form.name = form.name ?? settings.defaultName
        form.address = form.address ?? settings.defaultAddress
        let stop = form.stop?.trimmingCharacters(in: .whitespaces) ?? ""
        let at = form.at?.trimmingCharacters(in: .whitespaces) ?? ""
        if !stop.isEmpty, !at.isEmpty { throw RequestProblem.twoPlaces }
        if stop.isEmpty, at.isEmpty { throw RequestProblem.missingPlace }
        let pickUpTime = try RequestPlanner.pickUpTimeAlone(form.time, now: settings.now, timeZone: settings.timeZone)
        if let help = form.help { _ = try AssistanceNeed.parseList(help) }
        // Checked before it is journalled: a 1 MB name kept as typed would be retried for ever.
        for (text, field) in [(form.name, PassengerField.name), (form.address, .address)] {
            let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
            if let reason = PassengerText.problem(in: trimmed, field: field) {
                throw RequestProblem.unsafeText(field: field, reason: reason)
            }
        }
        return (form, pickUpTime)
    }

    /// A typed request's outcome as a filing report; a refused one throws its problem.
    func report(_ outcome: TypedFilingOutcome, alreadyFiled: Bool) throws -> FilingReport {
        switch outcome {
        case .checked(_, let outward, let wayBack):
            return FilingReport(
                outward: outward, wayBack: wayBack, outwardAlreadyFiled: alreadyFiled,
                wayBackAlreadyFiled: alreadyFiled, views: viewBuilder())
        case .refused(_, let problem):
            throw problem
        case .waiting(let typed, let reason):
            return FilingReport(
                waiting: viewBuilder().view(typed: typed), alreadyFiled: alreadyFiled, reason: reason)
        }
    }
}

extension RequestService {
    /// What a plan will send, as views: the read-back before a yes, in the words every command uses.
    public func preview(_ plan: RequestPlan) -> (outward: RequestView, wayBack: RequestView?) {
        let views = viewBuilder(entries: [])
        return (views.view(intent: plan.outward), plan.wayBack.map { views.view(intent: $0) })
    }
}
