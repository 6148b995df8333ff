import CitizenClient
import Foundation

/// `buerger cancel REQUEST [--yes]`: cancels one of this device's requests and reads the state back,
/// because the server answers 200 whether it changed anything or not. An outward request with a
/// way back (#SF_C8) offers to cancel the way back too; `--yes` cancels both.
struct CancelCommand: Command {
    static let yes = OptionSpec(
        "yes",
        help: LocalizedText(
            "Do not ask for confirmation (needed when not at a terminal); cancels the way back too.",
            de: "Nicht nachfragen (nötig, wenn nicht an einem Terminal); sagt auch die Rückfahrt ab."))

    let spec = CommandSpec(
        name: "cancel",
        abstract: LocalizedText("Cancel one of your requests.", de: "Eine Ihrer Anfragen absagen."),
        arguments: [
            ArgumentSpec(
                "request",
                help: LocalizedText(
                    "The request number, as request-stop printed it.",
                    de: "Die Nummer der Anfrage, wie request-stop sie ausgegeben hat."))
        ],
        options: [Self.yes],
        examples: [
            CommandExample(
                "buerger cancel 10000003",
                LocalizedText(
                    "Cancel request 10000003 after asking you (and its way back, if you say so).",
                    de: "Anfrage 10000003 nach Rückfrage absagen (und auf Wunsch ihre Rückfahrt).")),
            CommandExample(
                "buerger cancel 10000003 --yes --json",
                LocalizedText(
                    "Cancel without asking, with its way back, and print the result as JSON.",
                    de: "Ohne Rückfrage absagen, samt Rückfahrt, und das Ergebnis als JSON ausgeben.")),
        ])

    /// The way back booked with an outward request, as the journal links them.
    private enum WayBack {
        /// On the server under this id, still to be picked up.
        case stored(RequestSummary)
        /// In the journal only: never sent, so it is enough to make sure it never will be.
        case neverSent(JournalEntry)
        /// In the journal, sent but not confirmed: it may be on the server without our knowing its id.
        case unconfirmed
    }

    func run(_ context: CommandContext) throws -> ExitStatus {
        let id = try RequestAccess.requestId(context.argument(0) ?? "")
        let access = try RequestAccess(context)
        let current = access.named(access.journaled([RequestSummary(try access.ownRequest(id))]))
        guard let request = current.first else { return .failure }
        let wayBack = try self.wayBack(of: id, access: access)
        let outwardOpen = request.state != .cancelled
        guard outwardOpen || wayBack != nil else {
            access.show(request)
            return .success
        }
        var cancelWayBack = wayBack != nil
        if !context.options.isSet(Self.yes) {
            guard access.prompter.canAsk else {
                throw UsageError(
                    .invalidUse(
                        LocalizedText(
                            "Not at a terminal, so buerger cannot ask: add --yes to cancel request \(id).",
                            de: "Kein Terminal, buerger kann nicht nachfragen: mit --yes wird Anfrage \(id) abgesagt."))
                )
            }
            if outwardOpen {
                context.note(access.output.sentence(request))
                let question = LocalizedText("Cancel request \(id)?", de: "Anfrage \(id) absagen?")
                guard access.prompter.confirm(question.text(in: context.language)) else {
                    throw Self.nothingCancelled(id)
                }
            }
            if let wayBack {
                cancelWayBack = access.prompter.confirm(Self.wayBackQuestion(wayBack).text(in: context.language))
                if !outwardOpen, !cancelWayBack {
                    if case .stored(let summary) = wayBack, let backId = summary.id {
                        throw Self.nothingCancelled(backId)
                    }
                    throw CommandFailure(LocalizedText("Nothing was cancelled.", de: "Es wurde nichts abgesagt."))
                }
            }
        }
        let outward = outwardOpen ? try cancel(request, access: access) : request
        var back: RequestSummary?
        if cancelWayBack, let wayBack {
            switch wayBack {
            case .stored(let summary):
                back = try cancel(summary, access: access)
            case .neverSent(let entry):
                _ = try access.journal.update(id: entry.id) { $0.state = .gaveUp(reason: .cancelledWithOutward) }
                context.note(
                    LocalizedText(
                        "The way back was not sent yet; it will not be sent now.",
                        de: "Die Rückfahrt war noch nicht gesendet; sie wird nun nicht gesendet."
                    )
                    .text(in: context.language))
            case .unconfirmed:
                context.note(
                    LocalizedText(
                        "The way back was sent but never confirmed. Run 'buerger requests --resume', then cancel it by its number.",
                        de:
                            "Die Rückfahrt wurde gesendet, aber nie bestätigt. 'buerger requests --resume' ausführen, dann "
                            + "sie mit ihrer Nummer absagen."
                    ).text(in: context.language))
            }
        }
        show(outward, wayBack: back, access: access)
        return .success
    }

    /// Cancels `request` and reads it back: only the state read back says whether it worked.
    private func cancel(_ request: RequestSummary, access: RequestAccess) throws -> RequestSummary {
        guard let id = request.id else { return request }
        try access.api.cancelCustomStop(id: id)
        var after = RequestSummary(try access.ownRequest(id))
        after.lineName = request.lineName
        after.stopName = request.stopName
        after.returnOf = request.returnOf
        after.journalId = request.journalId
        guard after.state == .cancelled else {
            let shown = RequestWords.stateText(after.state)
            throw CommandFailure(
                LocalizedText(
                    "The server did not cancel request \(id); it still shows it as \(shown.english).",
                    de: "Der Server hat Anfrage \(id) nicht abgesagt; sie steht weiter auf \(shown.german)."),
                suggestion: LocalizedText(
                    "Try again, or call the community office.",
                    de: "Erneut versuchen oder die Gemeindeverwaltung anrufen."))
        }
        return after
    }

    /// The open way back of outward request `id`: a journal entry whose `outwardEntryId` is the outward
    /// entry's. One already decided, cancelled or given up needs nothing.
    private func wayBack(of id: Int64, access: RequestAccess) throws -> WayBack? {
        let entries = try access.journal.entries(server: access.api.server.description)
        guard let outward = entries.first(where: { $0.requestId == id }),
            let entry = entries.first(where: { $0.intent.outwardEntryId == outward.id })
        else { return nil }
        switch entry.state {
        case .gaveUp:
            return nil
        case .unsent:
            return entry.attempts == 0 ? .neverSent(entry) : .unconfirmed
        case .stored(let backId):
            guard let stop = try? access.ownRequest(backId) else { return nil }
            var summary = RequestSummary(stop)
            summary.returnOf = id
            summary.journalId = entry.id.uuidString
            summary.stopName = entry.intent.stopName
            guard let state = summary.state, state == .pending || state == .accepted else { return nil }
            return .stored(access.named([summary]).first ?? summary)
        }
    }

    static func nothingCancelled(_ id: Int64) -> CommandFailure {
        CommandFailure(
            LocalizedText("Nothing was cancelled.", de: "Es wurde nichts abgesagt."),
            suggestion: LocalizedText(
                "Request \(id) stays as it is; cancel it later with 'buerger cancel \(id)'.",
                de: "Anfrage \(id) bleibt bestehen; absagen später mit 'buerger cancel \(id)'."))
    }

    private static func wayBackQuestion(_ wayBack: WayBack) -> LocalizedText {
        if case .stored(let summary) = wayBack, let id = summary.id {
            return LocalizedText(
                "Also cancel the way back, request \(id)?", de: "Auch die Rückfahrt absagen, Anfrage \(id)?")
        }
        return LocalizedText("Also cancel the way back?", de: "Auch die Rückfahrt absagen?")
    }

    /// One request as before; with a way back, JSON gets `"wayBack"` beside `"request"`.
    private func show(_ outward: RequestSummary, wayBack: RequestSummary?, access: RequestAccess) {
        guard let wayBack else { return access.show(outward) }
        switch access.context.terminal.mode {
        case .json:
            access.context.output(
                JSONValue.object([
                    ("request", access.output.json(outward)),
                    ("wayBack", access.output.json(wayBack)),
                ]).serialized())
        case .plain, .human:
            access.show(outward)
            access.show(wayBack)
        }
    }
}
