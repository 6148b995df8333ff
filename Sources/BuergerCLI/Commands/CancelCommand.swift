import CitizenClient
import Foundation

/// `buerger cancel REQUEST [--yes]`: cancels one of this device's requests and reads the state back,
/// because the server answers 200 whether it changed anything or not.
struct CancelCommand: Command {
    let spec = CommandSpec(
        name: "cancel",
        abstract: LocalizedText("Cancel one of your requests.", de: "Eine Ihrer Anfragen absagen."),
        usage: "REQUEST [--yes]",
        arguments: [ArgumentSpec("request", help: LocalizedText(
            "The request number, as request-stop printed it.",
            de: "Die Nummer der Anfrage, wie request-stop sie ausgegeben hat."))],
        options: [
            OptionSpec("yes", help: LocalizedText(
                "Do not ask for confirmation (needed when not at a terminal).",
                de: "Nicht nachfragen (nötig, wenn nicht an einem Terminal).")),
        ],
        examples: [
            CommandExample("buerger cancel 10000003", LocalizedText(
                "Cancel request 10000003 after asking you.", de: "Anfrage 10000003 nach Rückfrage absagen.")),
            CommandExample("buerger cancel 10000003 --yes --json", LocalizedText(
                "Cancel without asking and print the result as JSON.",
                de: "Ohne Rückfrage absagen und das Ergebnis als JSON ausgeben.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let id = try RequestAccess.requestId(context.argument(0) ?? "")
        let access = try RequestAccess(context)
        let current = access.named([RequestSummary(try access.ownRequest(id))])
        guard let request = current.first else { return .failure }
        if request.state == .cancelled {
            access.show(request)
            return .success
        }
        if !context.options.isSet("yes") {
            guard access.prompter.canAsk else {
                throw UsageError(.invalidUse(LocalizedText(
                    "Not at a terminal, so buerger cannot ask: add --yes to cancel request \(id).",
                    de: "Kein Terminal, buerger kann nicht nachfragen: mit --yes wird Anfrage \(id) abgesagt.")))
            }
            context.note(access.output.sentence(request))
            let question = LocalizedText("Cancel request \(id)?", de: "Anfrage \(id) absagen?")
            guard access.prompter.confirm(question.text(in: context.language)) else {
                throw CommandFailure(LocalizedText("Nothing was cancelled.", de: "Es wurde nichts abgesagt."),
                                     suggestion: LocalizedText("Request \(id) stays as it is; cancel it later with 'buerger cancel \(id)'.",
                                                               de: "Anfrage \(id) bleibt bestehen; absagen später mit 'buerger cancel \(id)'."))
            }
        }
        try access.api.cancelCustomStop(id: id)
        var after = RequestSummary(try access.ownRequest(id))
        after.lineName = request.lineName
        after.stopName = request.stopName
        guard after.state == .cancelled else {
            let shown = RequestWords.stateText(after.state)
            throw CommandFailure(LocalizedText("The server did not cancel request \(id); it still shows it as \(shown.english).",
                                               de: "Der Server hat Anfrage \(id) nicht abgesagt; sie steht weiter auf \(shown.german)."),
                                 suggestion: LocalizedText("Try again, or call the community office.",
                                                           de: "Erneut versuchen oder die Gemeindeverwaltung anrufen."))
        }
        access.show(after)
        return .success
    }
}
