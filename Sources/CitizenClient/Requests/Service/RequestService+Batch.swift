import Foundation

extension RequestService {
    /// Files the rows of a batch file, one after another within one `retryFor`, each told to `each` as
    /// soon as it ends: a bad row never stops the others, and a row filed by an earlier run of the same
    /// file (same batch key, pick-up still ahead) is reported, not sent again. The same file run twice
    /// at once files each row once: a `FilingClaim` on the row's key is held from looking in the journal
    /// until its entry is there. Rows not begun when Ctrl-C comes are not journalled (`stoppedAt`).
    ///
    /// A row filed (now or earlier) whose person was to be picked up on the same day or at the same
    /// place by a request of a row of an earlier run of this file that is no longer in it (its time,
    /// day, stop, persons or help changed), is
    /// told with that earlier request (`BatchRowReport.superseded`); `replacing` cancels it, and its
    /// way back, once the row's own request is on the server — never before, so a kill in between
    /// leaves two rides, not none, and the same file run again cancels the earlier one then. One a
    /// killed or timed-out run left unsent is withdrawn (given up, or cancelled when the server has it).
    /// - Parameters:
    ///   - planner: nil while the server is away and its data are not saved: each row is kept as typed.
    ///   - file: the batch file's name (`-` for standard input): a changed row stands in only for
    ///     requests of earlier runs of a file of that name, never for another file's rides.
    ///   - replacing: cancel the earlier requests changed rows stand in for (`--replace`).
    ///   - progress: each row's sending progress, with the row's number.
    /// - Returns: the number of rows not begun because the run was interrupted that no earlier run of
    ///   the file has kept or filed (0 when all were begun).
    public func fileBatch(
        _ rows: [Result<BatchRow, BatchRowProblem>], file: String, planner: RequestPlanner?, replacing: Bool = false,
        retryFor: TimeInterval = Self.defaultRetryFor, progress: (Int, SendProgress) -> Void,
        each: (BatchRowReport) -> Void
    ) throws -> (notBegun: Int, reports: [BatchRowReport]) {
        let sender = try sender()
        let deadline = run.clock().addingTimeInterval(retryFor)
        // One builder for every row: the names are read once, not once per row.
        let views = viewBuilder(entries: [])
        let keysInFile = Set(rows.compactMap { try? $0.get().key })
        // Looked for once, not once per row: the journal keeps every ride of past months.
        let rowsGone = liveRowsNoLongerIn(file: file, keysInFile: keysInFile)
        // Stays behind if the run stops before its last row, for `requests` to tell (`UnfinishedBatch`).
        let batches = UnfinishedBatches(stateDirectory: settings.stateDirectory, clock: runClock())
        var record = batches.begin(file: file, server: server, keys: rows.map { try? $0.get().key })
        var reports: [BatchRowReport] = []
        for (index, row) in rows.enumerated() {
            if run.isInterrupted() { return (notFiled(rows[index...], file: file), reports) }
            // Begun: a row killed while it is sent is in the journal, unsent, and `requests` lists it.
            if var current = record {
                batches.advance(&current, rowsBegun: index + 1)
                record = current
            }
            let report: BatchRowReport
            switch row {
            case .failure(let problem):
                report = BatchRowReport(
                    row: problem.number, outcome: .failed(problem), request: nil, interrupted: false)
            case .success(let row):
                let filed = fileRow(
                    row, file: file, sender: sender, planner: planner, views: views, deadline: deadline
                ) {
                    progress(row.number, $0)
                }
                // Out of time, earlier requests are not looked up: the next run of the file tells them.
                report =
                    run.clock() < deadline
                    ? withSuperseded(filed, rowsGone: rowsGone, replacing: replacing ? sender : nil, views: views)
                    : filed
            }
            reports.append(report)
            each(report)
        }
        if let record { batches.finish(record) }
        return (0, reports)
    }

    /// Rows an interrupted run did not begin that no earlier run of the file kept or filed: a run
    /// stopped at its first row said "2 more rows not filed" of rows in the journal (new-user trial).
    private func notFiled(_ rows: ArraySlice<Result<BatchRow, BatchRowProblem>>, file: String) -> Int {
        let filedKeys = UnfinishedBatch.filedKeys((try? journal.entries(server: server)) ?? [], file: file)
        var count = 0
        for row in rows where (try? row.get().key).map({ !filedKeys.contains($0) }) ?? true { count += 1 }
        return count
    }

    private func fileRow(
        _ row: BatchRow, file: String, sender: RequestSender, planner: RequestPlanner?, views: RequestViewBuilder,
        deadline: Date, progress: (SendProgress) -> Void
    ) -> BatchRowReport {
        let left = { max(0, deadline.timeIntervalSince(self.run.clock())) }
        do {
            let claim = try sender.claimFiling(batchKey: row.key)
            defer { claim.release() }
            // Another run of the same file may have filed it since this run read the journal.
            if let earlier = try journal.lastEntry(
                batchKey: row.key, server: server, where: { row.isFiled(by: $0, now: settings.now) })
            {
                claim.release()
                return try reportEarlier(
                    earlier, row: row, sender: sender, views: views, left: left(), progress: progress)
            }
            guard let planner else {
                return try keepTyped(
                    row, file: file, sender: sender, claim: claim, views: views, left: left(), progress: progress)
            }
            let plan = try planner.plan(row.form)
            let result = try sender.send(
                plan.outward, batchKey: row.key, batchFile: file, retryFor: left(), afterJournalling: claim.release,
                progress: progress)
            return report(result, row: row.number, alreadyFiled: false, views: views)
        } catch {
            return BatchRowReport(row: row.number, outcome: .failed(error), request: nil, interrupted: false)
        }
    }

    /// A row an earlier run filed: as the server has it now, or sent on when it is still unsent.
    private func reportEarlier(
        _ earlier: JournalEntry, row: BatchRow, sender: RequestSender, views all: RequestViewBuilder,
        left: TimeInterval, progress: (SendProgress) -> Void
    ) throws -> BatchRowReport {
        guard let id = earlier.requestId else {
            let resumed = try sender.resumeAfterOthers(entryId: earlier.id, retryFor: left, progress: progress)
            return report(resumed, row: row.number, alreadyFiled: false, views: all)
        }
        let views = all.knowing(earlier)
        // Out of time, the server is not asked: the journal says what it knows.
        let asked = left > 0 ? (try? api.customStop(id: id, deviceId: earlier.deviceId)).flatMap { $0 } : nil
        let view = asked.map(views.view) ?? views.view(unsent: earlier, standing: .storedStateUnknown(id: id))
        return BatchRowReport(row: row.number, outcome: .alreadyFiled, request: view, interrupted: false)
    }

    /// A row kept as typed (the server is away, nothing saved): checked and sent once the server
    /// answers, found again by its key when the same file runs again. The row's claim goes on to
    /// `fileTyped`, so no other run can keep the same row in between.
    private func keepTyped(
        _ row: BatchRow, file: String, sender: RequestSender, claim: FilingClaim, views: RequestViewBuilder,
        left: TimeInterval, progress: (SendProgress) -> Void
    ) throws -> BatchRowReport {
        let (form, pickUpTime) = try typedForm(row.form)
        let runClock = runClock()
        let filed = try sender.fileTyped(
            form, typedAt: settings.now, pickUpTime: pickUpTime, batchKey: row.key, batchFile: file, heldClaim: claim,
            retryFor: left, check: { check($0, runNow: runClock()) }, progress: progress)
        switch filed.outcome {
        case .checked(_, let outward, _):
            return report(outward, row: row.number, alreadyFiled: filed.alreadyFiled, views: views)
        case .refused(_, let problem):
            return BatchRowReport(row: row.number, outcome: .failed(problem), request: nil, interrupted: false)
        case .waiting(let typed, let reason):
            return BatchRowReport(
                row: row.number, outcome: .notSentYet, request: views.view(typed: typed),
                interrupted: reason == .interrupted)
        }
    }

    private func report(_ result: SendResult, row: Int, alreadyFiled: Bool, views: RequestViewBuilder)
        -> BatchRowReport
    {
        let view = views.view(result)
        switch result {
        case .stored:
            return BatchRowReport(
                row: row, outcome: alreadyFiled ? .alreadyFiled : .filed, request: view, interrupted: false)
        case .unsent(_, let reason):
            return BatchRowReport(row: row, outcome: .notSentYet, request: view, interrupted: reason == .interrupted)
        case .rejected(_, let error):
            return BatchRowReport(row: row, outcome: .failed(error), request: view, interrupted: false)
        }
    }

    /// The report with the earlier requests its row stands in for, cancelled when replacing and the
    /// row's own request is on the server. One the journal calls unsent is withdrawn first (looked up,
    /// then given up or adopted): left as it was, `requests --resume` would send it later as a second
    /// ride, or it is on the server already because a killed run's answer was lost.
    /// - Parameter replacing: the run's sender with `--replace`, nil without.
    private func withSuperseded(
        _ report: BatchRowReport, rowsGone: [JournalEntry], replacing: RequestSender?, views: RequestViewBuilder
    ) -> BatchRowReport {
        // Ids compared as ids: writing each entry's id as text cost a rerun of 3,200 rows a fifth of its time.
        guard let request = report.request, let filedId = request.journalId.flatMap(UUID.init(uuidString:)),
            report.failure == nil, let own = try? journal.lastEntry(server: server, where: { $0.id == filedId })
        else { return report }
        let replacer = request.id != nil && !report.interrupted ? replacing : nil
        var told = report
        for candidate in earlierRequests(changedInto: own, among: rowsGone) {
            var earlier = candidate
            if earlier.requestId == nil {
                guard let replacer else {
                    told.superseded.append(
                        SupersededRequest(request: views.view(unsent: earlier), outcome: .notSentYet))
                    continue
                }
                let withdrawal: RequestSender.Withdrawal
                do {
                    withdrawal = try replacer.withdraw(entryId: earlier.id)
                } catch {
                    // The journal could not be read or written: the entry stays as it was.
                    told.superseded.append(
                        SupersededRequest(request: views.view(unsent: earlier), outcome: .notCancelled(error)))
                    continue
                }
                switch withdrawal {
                case .stored(let adopted):
                    earlier = adopted
                case .withdrawn(let given):
                    told.superseded.append(SupersededRequest(request: views.view(unsent: given), outcome: .withdrawn))
                    continue
                case .undecided(let entry, let reason):
                    told.superseded.append(
                        SupersededRequest(request: views.view(unsent: entry), outcome: .notWithdrawn(reason)))
                    continue
                }
            }
            guard let id = earlier.requestId,
                let stop = try? api.customStop(id: id, deviceId: earlier.deviceId),
                let state = stop.status.map(RequestState.init(code:)), state == .pending || state == .accepted
            else { continue }
            let view = views.knowing(earlier).view(stop)
            guard replacer != nil else {
                told.superseded.append(SupersededRequest(request: view, outcome: .stillOpen))
                continue
            }
            do {
                let cancelled = try cancel(try cancelPreview(id), includingWayBack: true)
                told.superseded.append(SupersededRequest(request: cancelled.request, outcome: .cancelled))
            } catch {
                told.superseded.append(SupersededRequest(request: view, outcome: .notCancelled(error)))
            }
        }
        return told
    }

    /// The live outward entries of earlier runs of the same file (by name: another sheet's ride for the
    /// same person is never taken for a change) whose rows are no longer in it: pick-up still ahead,
    /// not given up. A way back goes with its outward one.
    private func liveRowsNoLongerIn(file: String, keysInFile: Set<String>) -> [JournalEntry] {
        let server = server
        let now = settings.now
        return ((try? journal.load()) ?? []).filter { entry in
            guard entry.batchFile == file, let key = entry.batchKey, !keysInFile.contains(key) else { return false }
            return entry.intent.pickUpTime >= now && entry.intent.outwardEntryId == nil && !entry.isGivenUp
                && entry.server == server
        }
    }

    /// Of `rowsGone`, the requests for the same person on the same day or at the same place as `own`
    /// (a time, the day or the stop moved in the sheet: "Frau Müller kommt erst Montag"), as the
    /// journal has them now (an earlier row of this run may have replaced one already).
    private func earlierRequests(changedInto own: JournalEntry, among rowsGone: [JournalEntry]) -> [JournalEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = settings.timeZone
        guard own.batchFile != nil, let day = calendar.dateInterval(of: .day, for: own.intent.pickUpTime) else {
            return []
        }
        let person = TextMatching.normalized(own.intent.name)
        return rowsGone.compactMap { gone in
            guard gone.id != own.id,
                day.contains(gone.intent.pickUpTime) || gone.intent.isSamePlace(as: own.intent),
                TextMatching.normalized(gone.intent.name) == person,
                let now = try? journal.lastEntry(server: server, where: { $0.id == gone.id }), !now.isGivenUp
            else { return nil }
            return now
        }
    }
}

extension RequestIntent {
    /// Picked up at the same place: the same stop, or (away from stops) the same point to about a metre.
    func isSamePlace(as other: RequestIntent) -> Bool {
        if let stopId, let otherStop = other.stopId { return stopId == otherStop }
        return abs(latitude - other.latitude) < 0.000_01 && abs(longitude - other.longitude) < 0.000_01
    }
}
