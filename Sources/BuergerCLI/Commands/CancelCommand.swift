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
        arguments: [RequestAccess.requestArgument],
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

    func run(_ context: CommandContext) throws -> ExitStatus {
        let id = try RequestAccess.requestId(context.argument(0) ?? "")
        let access = try RequestAccess(context)
        let preview = try access.requests.cancelPreview(id)
        guard preview.outwardOpen || preview.wayBack != nil else {
            access.show(preview.request)
            return .success
        }
        var cancelWayBack = preview.wayBack != nil
        if !context.options.isSet(Self.yes) {
            guard access.prompter.canAsk else {
                throw UsageError(
                    .invalidUse(
                        LocalizedText(
                            "Not at a terminal, so buerger cannot ask: add --yes to cancel request \(id).",
                            de: "Kein Terminal, buerger kann nicht nachfragen: mit --yes wird Anfrage \(id) abgesagt."))
                )
            }
            if preview.outwardOpen {
                // The same telling of the request as every other command, so she knows which one goes.
                access.output.human(preview.request).forEach(context.note)
                let question = LocalizedText("Cancel request \(id)?", de: "Anfrage \(id) absagen?")
                guard access.prompter.confirm(question.text(in: context.language)) else {
                    throw Self.nothingCancelled(id)
                }
            }
            if let wayBack = preview.wayBack {
                cancelWayBack = access.prompter.confirm(Self.wayBackQuestion(wayBack).text(in: context.language))
                if !preview.outwardOpen, !cancelWayBack {
                    if case .stored(let view) = wayBack, let backId = view.id { throw Self.nothingCancelled(backId) }
                    throw CommandFailure(
                        .notConfirmed, LocalizedText("Nothing was cancelled.", de: "Es wurde nichts abgesagt."))
                }
            }
        }
        let report = try access.requests.cancel(preview, includingWayBack: cancelWayBack)
        var back: RequestView?
        switch report.wayBack {
        case .cancelled(let view)?:
            back = view
        case .notSent?:
            context.note(
                LocalizedText(
                    "The way back was not sent yet; it will not be sent now.",
                    de: "Die Rückfahrt war noch nicht gesendet; sie wird nun nicht gesendet."
                )
                .text(in: context.language))
        case .unconfirmed?:
            context.note(
                LocalizedText(
                    "The way back was sent but never confirmed. Run 'buerger requests --resume', then cancel it by its number.",
                    de: "Die Rückfahrt wurde gesendet, aber nie bestätigt. 'buerger requests --resume' ausführen, dann "
                        + "sie mit ihrer Nummer absagen."
                ).text(in: context.language))
        case nil:
            break
        }
        show(report.request, wayBack: back, access: access)
        return .success
    }

    static func nothingCancelled(_ id: Int64) -> CommandFailure {
        CommandFailure(
            .notConfirmed,
            LocalizedText("Nothing was cancelled.", de: "Es wurde nichts abgesagt."),
            suggestion: LocalizedText(
                "Request \(id) stays as it is; cancel it later with 'buerger cancel \(id)'.",
                de: "Anfrage \(id) bleibt bestehen; absagen später mit 'buerger cancel \(id)'."))
    }

    private static func wayBackQuestion(_ wayBack: CancelPreview.WayBack) -> LocalizedText {
        if case .stored(let view) = wayBack, let id = view.id {
            return LocalizedText(
                "Also cancel the way back, request \(id)?", de: "Auch die Rückfahrt absagen, Anfrage \(id)?")
        }
        return LocalizedText("Also cancel the way back?", de: "Auch die Rückfahrt absagen?")
    }

    /// One request as before; with a way back, JSON gets `"wayBack"` beside `"request"`.
    private func show(_ outward: RequestView, wayBack: RequestView?, access: RequestAccess) {
        guard let wayBack else { return access.show(outward) }
        switch access.context.terminal.mode {
        case .json:
            access.context.outputJSON(
                JSONValue.object([
                    ("request", access.output.json(outward)),
                    ("wayBack", access.output.json(wayBack)),
                ]))
        case .plain, .human, .accessible:
            access.show(outward)
            access.show(wayBack)
        }
    }
}
