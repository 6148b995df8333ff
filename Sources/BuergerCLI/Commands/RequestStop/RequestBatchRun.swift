import CitizenClient
import Foundation

/// `request-stop --from-file FILE|-`: one result per row; a bad row never stops the others; a row
/// already filed (same batch key in the journal, pick-up not yet past) is reported, not sent again. Exit 0 only when every
/// row succeeded, else the most serious failure among the rows: 5, 4, 7, 3, 2, 1 in that order
/// (server refusals and trouble concern every row; a bad row concerns only itself).
struct RequestBatchRun {
    static let severity: [ExitStatus] = [.badServerAnswer, .unreachable, .gaveUp, .notFound, .usage, .failure]

    let access: RequestAccess
    /// Nil while the server is away and its data are not saved: each row is then kept as typed.
    let planner: RequestPlanner?
    let retryFor: Double

    private struct RowResult {
        let row: Int
        let request: RequestSummary?
        let alreadyFiled: Bool
        let error: Error?
        /// How the send ended, when one was made.
        var sent: SendResult? = nil
        /// Kept as typed when Ctrl-C came (no send was made yet).
        var keptOnInterrupt = false
        var interrupted: Bool {
            sent?.unsentReason == .interrupted || keptOnInterrupt
        }
        var status: ExitStatus { error.map(ExitStatus.init(for:)) ?? .success }
    }

    func run(file: String) throws -> ExitStatus {
        let context = access.context
        let entries = try BatchFile.read(try read(file))
        let journal = access.journal
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sender = try access.sender(journal: journal, interrupt: interrupt)
        let deadline = context.world.clock().addingTimeInterval(retryFor)
        var warned = false
        var worst = ExitStatus.success
        var kept = 0
        for (index, entry) in entries.enumerated() {
            if let signal = interrupt.received {
                // Rows not begun are not journalled: the same file run again files them, and only them.
                let rest = entries.count - index
                if kept > 0 { context.note(access.keptAfterInterrupt(count: kept)) }
                context.note(
                    LocalizedText(
                        "Stopped: \(rest) more row(s) not filed. Run the same file again to file them; rows already filed are not filed twice.",
                        de:
                            "Abgebrochen: \(rest) weitere Zeile(n) nicht gestellt. Dieselbe Datei noch einmal ausführen; schon gestellte Zeilen werden nicht doppelt gestellt."
                    )
                    .text(in: context.language))
                return signal.exitStatus
            }
            let result: RowResult
            switch entry {
            case .failure(let problem):
                result = RowResult(row: problem.number, request: nil, alreadyFiled: false, error: problem)
            case .success(let row):
                result = fileRow(row, sender: sender, journal: journal, deadline: deadline, warned: &warned)
            }
            show(result)
            if result.interrupted { kept += 1 }
            worst = Self.worse(worst, result.status)
        }
        if let signal = interrupt.received, kept > 0 {
            context.note(access.keptAfterInterrupt(count: kept))
            return signal.exitStatus
        }
        return worst
    }

    private func fileRow(
        _ row: BatchRow, sender: RequestSender, journal: RequestJournal, deadline: Date,
        warned: inout Bool
    ) -> RowResult {
        let context = access.context
        let left = { max(0, deadline.timeIntervalSince(context.world.clock())) }
        let progress: (SendProgress) -> Void = { progress in
            context.note(
                Self.rowLabel(row.number, context.language)
                    + RequestProgressText.line(progress, language: context.language))
        }
        do {
            // The same file run twice at once: one run files each row, the other finds it.
            let claim = try sender.claimFiling(batchKey: row.key)
            defer { claim.release() }
            if let earlier = row.filedEntry(among: try journal.entries(server: sender.server), now: context.now) {
                claim.release()
                if let id = earlier.requestId {
                    let stored = try? access.api.customStop(id: id, deviceId: earlier.deviceId)
                    var summary =
                        stored.map(RequestSummary.init)
                        ?? RequestSummary(
                            unsent: earlier.intent,
                            journalId: earlier.id.uuidString)
                    summary.stopName = earlier.intent.stopName
                    summary.journalId = earlier.id.uuidString
                    // What was asked, in words (shopping has no code the server could give back).
                    summary.help = earlier.intent.assistance.map(RequestSummary.HelpItem.need)
                    if stored == nil { summary.standing = .stored(id: id, state: .unknown(0)) }
                    return RowResult(row: row.number, request: summary, alreadyFiled: true, error: nil)
                }
                let resumed = try sender.resumeAfterOthers(entryId: earlier.id, retryFor: left(), progress: progress)
                return outcome(resumed, row: row.number)
            }
            guard let planner else {
                return try keepTyped(row, sender: sender, deadline: deadline, claim: claim, progress: progress)
            }
            let plan = try planner.plan(row.form)
            if !warned,
                let warning = PlainHTTPWarning.message(
                    server: access.api.server, name: plan.outward.name,
                    address: plan.outward.address)
            {
                context.note(warning.text(in: context.language))
                warned = true
            }
            return outcome(
                try sender.send(
                    plan.outward, batchKey: row.key, retryFor: left(),
                    afterJournalling: claim.release, progress: progress),
                row: row.number)
        } catch {
            return RowResult(row: row.number, request: nil, alreadyFiled: false, error: error)
        }
    }

    /// A row kept as typed (the server is away, nothing saved): checked and sent once the server
    /// answers, found again by its key when the same file runs again.
    private func keepTyped(
        _ row: BatchRow, sender: RequestSender, deadline: Date, claim: FilingClaim,
        progress: (SendProgress) -> Void
    ) throws -> RowResult {
        let context = access.context
        var form = row.form
        form.name = form.name ?? context.config.name ?? ""
        form.address = form.address ?? context.config.address ?? ""
        let pickUpTime = try RequestPlanner.pickUpTimeAlone(form.time, now: context.now, timeZone: context.timeZone)
        let runClock = access.followClock()
        let left = max(0, deadline.timeIntervalSince(context.world.clock()))
        // The row's claim goes on to fileTyped: no other run can keep the same row in between.
        let filed = try sender.fileTyped(
            form, typedAt: context.now, pickUpTime: pickUpTime, batchKey: row.key,
            heldClaim: claim, retryFor: left, check: { access.check($0, runNow: runClock()) },
            progress: progress)
        switch filed.outcome {
        case .checked(_, let outward, _):
            var result = outcome(outward, row: row.number)
            if filed.alreadyFiled {
                result = RowResult(
                    row: row.number, request: result.request, alreadyFiled: true,
                    error: result.error, sent: result.sent)
            }
            return result
        case .refused(_, let problem):
            return RowResult(row: row.number, request: nil, alreadyFiled: filed.alreadyFiled, error: problem)
        case .waiting(let typed, let reason):
            var result = RowResult(
                row: row.number, request: RequestSummary(typed: typed),
                alreadyFiled: filed.alreadyFiled, error: Self.unsent)
            result.keptOnInterrupt = reason == .interrupted
            return result
        }
    }

    private func outcome(_ result: SendResult, row: Int) -> RowResult {
        let summary = RequestStopCommand.summary(result)
        switch result {
        case .stored: return RowResult(row: row, request: summary, alreadyFiled: false, error: nil, sent: result)
        case .unsent:
            return RowResult(row: row, request: summary, alreadyFiled: false, error: Self.unsent, sent: result)
        case .rejected(_, let error):
            return RowResult(row: row, request: summary, alreadyFiled: false, error: error, sent: result)
        }
    }

    private func show(_ result: RowResult) {
        let context = access.context
        let language = context.language
        let message = result.error.map { Self.message($0, language) }
        let suggestion = result.error.flatMap { Self.suggestion($0, language) }
        switch context.terminal.mode {
        case .json:
            context.output(
                JSONValue.object([
                    ("row", .integer(Int64(result.row))), ("ok", .bool(result.error == nil)),
                    ("alreadyFiled", .bool(result.alreadyFiled)),
                    ("request", result.request.map(access.output.json) ?? .null),
                    ("errorCode", result.error.map { JSONValue.string(ErrorCode.of($0)) } ?? .null),
                    ("error", message.map(JSONValue.string) ?? .null),
                    ("suggestion", suggestion.map(JSONValue.string) ?? .null),
                ]).serialized())
        case .plain:
            context.output(
                PlainLine.make([
                    String(result.row), result.error == nil ? "ok" : "error", result.request?.id.map(String.init) ?? "",
                    result.request?.statusName ?? "", result.alreadyFiled ? "already-filed" : "", message ?? "",
                    result.error.map(ErrorCode.of) ?? "",
                ]))
        case .human:
            let label = Self.rowLabel(result.row, language)
            if let message {
                context.output(
                    label + LocalizedText("not filed: ", de: "nicht gestellt: ").text(in: language) + message)
                // The next step under the row it belongs to, so the office knows what to fix in the file.
                if let suggestion { context.output(String(repeating: " ", count: label.count) + suggestion) }
            } else if result.alreadyFiled, let id = result.request?.id {
                context.output(
                    label
                        + LocalizedText("already filed as \(id)", de: "bereits gestellt als \(id)")
                        .text(in: language))
            } else if let request = result.request {
                context.output(label + access.output.sentence(request))
            }
        }
    }

    /// The file's bytes; `-` reads stdin to its end.
    private func read(_ file: String) throws -> Data {
        if file == "-" {
            var lines: [String] = []
            while let line = access.context.world.terminal.readLine() { lines.append(line) }
            return Data(lines.joined(separator: "\n").utf8)
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandFailure(
                LocalizedText(
                    "Unable to read the file '\(file)'.",
                    de: "Die Datei '\(file)' ist nicht lesbar."),
                suggestion: LocalizedText(
                    "Check the path, or give '-' to read the rows from standard input.",
                    de: "Pfad prüfen, oder '-' angeben, um die Zeilen von der Standardeingabe zu lesen."),
                status: .usage)
        }
        return data
    }

    private static func message(_ error: Error, _ language: Language) -> String {
        switch error {
        case let failure as UserFacingError: return failure.message(in: language)
        case let failure as CommandFailure: return failure.message.text(in: language)
        default: return String(describing: error)
        }
    }

    private static func suggestion(_ error: Error, _ language: Language) -> String? {
        switch error {
        case let failure as UserFacingError: return failure.suggestion(in: language)
        case let failure as CommandFailure: return failure.suggestion?.text(in: language)
        default: return nil
        }
    }

    private static func worse(_ left: ExitStatus, _ right: ExitStatus) -> ExitStatus {
        let rank = { (status: ExitStatus) in severity.firstIndex(of: status) ?? severity.count }
        if left == .success { return right }
        if right == .success { return left }
        return rank(left) <= rank(right) ? left : right
    }

    private static func rowLabel(_ row: Int, _ language: Language) -> String {
        LocalizedText("row \(row): ", de: "Zeile \(row): ").text(in: language)
    }

    static let unsent = CommandFailure(
        LocalizedText(
            "not sent yet, saved for 'buerger requests --resume'",
            de: "noch nicht gesendet, gespeichert für 'buerger requests --resume'"),
        suggestion: LocalizedText(
            "Run 'buerger requests --resume' when the server answers again; nothing is filed twice.",
            de:
                "'buerger requests --resume' aufrufen, sobald der Server wieder antwortet; nichts wird doppelt gestellt."
        ),
        status: .gaveUp)
}
