import CitizenClient
import Foundation

/// What the request commands share: the library's `RequestService` wired to this run, the one
/// rendering of a request (`RequestOutput`), the prompter, and the notes every request command says
/// alike. Commands parse, make one call on `requests`, and render its report through this.
struct RequestAccess {
    static let defaultRetryForSeconds = RequestService.defaultRetryFor

    let context: CommandContext
    let requests: RequestService

    /// - Parameters:
    ///   - interrupt: this run's Ctrl-C catcher, for the commands that retry or wait: the service's
    ///     pauses end early and its loops stop between two steps once it has caught a signal.
    ///   - citizen: the reading service to build on, where the command has its own (`bus --timeout`).
    init(_ context: CommandContext, interrupt: InterruptCatcher? = nil, citizen: CitizenService? = nil) throws {
        self.context = context
        let settings = RequestService.Settings(
            stateDirectory: context.paths.stateDirectory, now: context.now, timeZone: context.timeZone,
            defaultName: context.config.name ?? "", defaultAddress: context.config.address ?? "")
        requests = RequestService(
            citizen: try citizen ?? context.service(), settings: settings, run: Self.run(context, interrupt: interrupt))
    }

    private init(_ context: CommandContext, requests: RequestService) {
        self.context = context
        self.requests = requests
    }

    /// This access for the sending after the questions: Ctrl-C is caught from here on (not while a
    /// question waits for an answer, where it ends the run), and what was loaded stays loaded.
    func catching(_ interrupt: InterruptCatcher) -> RequestAccess {
        RequestAccess(context, requests: requests.with(Self.run(context, interrupt: interrupt)))
    }

    private static func run(_ context: CommandContext, interrupt: InterruptCatcher?) -> RequestService.Run {
        let sleep = context.world.sleep
        return RequestService.Run(
            clock: context.world.clock,
            sleep: interrupt.map { catcher in { catcher.pause($0, sleep: sleep) } } ?? sleep,
            isInterrupted: interrupt.map { catcher in { catcher.isRaised } } ?? { false })
    }

    var words: RequestStrings { RequestWords.table(for: context.language) }

    var output: RequestOutput {
        RequestOutput(
            words: words, strings: context.strings, times: context.times, terminal: context.terminal,
            now: context.now)
    }

    var prompter: Prompter {
        Prompter(terminal: context.terminal, readLine: context.world.terminal.readLine, language: context.language)
    }

    /// The REQUEST argument of `status` and `cancel`.
    static let requestArgument = ArgumentSpec(
        "request",
        help: LocalizedText(
            "The request number, as request-stop printed it.",
            de: "Die Nummer der Anfrage, wie request-stop sie ausgegeben hat."))

    /// The REQUEST argument: a request id as the server gives them.
    static func requestId(_ text: String) throws -> Int64 {
        guard let id = Int64(text.trimmingCharacters(in: .whitespaces)), id >= 0 else {
            throw UsageError(
                .invalidValue(
                    text, for: "<request>",
                    reason: LocalizedText(
                        "a request is named by its number, such as 10000003",
                        de: "eine Anfrage wird mit ihrer Nummer angegeben, etwa 10000003")))
        }
        return id
    }

    /// Prints one request in the run's mode; for a person the next step goes to stderr, unless the
    /// run ends with an error that says it (`withNextStep: false`).
    func show(_ request: RequestView, withNextStep: Bool = true) {
        switch context.terminal.mode {
        case .json: context.outputJSON(output.document(request))
        case .plain: context.output(output.plain(request))
        case .human, .accessible:
            output.human(request).forEach(context.outputSentence)
            if withNextStep, let next = output.nextStep(request) { context.note(next) }
        }
    }

    /// The one line an interrupted send leaves: the request is safe, and how it goes out. Those whose
    /// answer was lost (`answerLost` of the `count`) are said apart: the server may have them, and
    /// "not sent yet" had a clerk about to file a ride again by hand (new-user trial).
    func keptAfterInterrupt(count: Int = 1, answerLost: Int = 0) -> String {
        if answerLost > 0 {
            let unsent = count - answerLost
            let lost = LocalizedText(
                answerLost == 1
                    ? "1 request sent, its answer lost: the server may have it"
                    : "\(answerLost) requests sent, their answers lost: the server may have them",
                de: answerLost == 1
                    ? "1 Anfrage gesendet, ohne Antwort: der Server hat sie vielleicht"
                    : "\(answerLost) Anfragen gesendet, ohne Antwort: der Server hat sie vielleicht")
            let rest = LocalizedText(
                unsent == 1 ? "; 1 not sent yet" : "; \(unsent) not sent yet",
                de: unsent == 1 ? "; 1 noch nicht gesendet" : "; \(unsent) noch nicht gesendet")
            let next = LocalizedText(
                ". All are kept; 'buerger requests --resume' looks first and sends only what the server has not.",
                de: ". Alle sind gespeichert; 'buerger requests --resume' sieht zuerst nach und sendet nur, was "
                    + "der Server nicht hat.")
            return lost.text(in: context.language) + (unsent > 0 ? rest.text(in: context.language) : "")
                + next.text(in: context.language)
        }
        let text: LocalizedText
        if context.terminal.mode == .accessible {
            text =
                count == 1
                ? LocalizedText(
                    "Not sent yet, but kept. The command buerger requests --resume sends it.",
                    de: "Noch nicht gesendet, aber gespeichert. Der Befehl buerger requests --resume sendet sie.")
                : LocalizedText(
                    "\(count) requests not sent yet, but kept. The command buerger requests --resume sends them.",
                    de:
                        "\(count) Anfragen noch nicht gesendet, aber gespeichert. Der Befehl buerger requests --resume sendet sie."
                )
        } else {
            text =
                count == 1
                ? LocalizedText(
                    "Not sent yet — kept. `buerger requests --resume` sends it.",
                    de: "Noch nicht gesendet — gespeichert. `buerger requests --resume` sendet sie.")
                : LocalizedText(
                    "\(count) requests not sent yet — kept. `buerger requests --resume` sends them.",
                    de: "\(count) Anfragen noch nicht gesendet — gespeichert. `buerger requests --resume` sendet sie.")
        }
        return text.text(in: context.language)
    }

    /// Prints one progress line of the sending on stderr.
    func report(_ progress: SendProgress) {
        context.note(RequestProgressText.line(progress, language: context.language))
    }

    /// Shows what the journal repaired on its own (a damaged file moved aside).
    func report(_ warnings: [JournalWarning]) {
        for warning in warnings {
            context.note(warning.message(in: context.language))
            context.note("  " + warning.suggestion(in: context.language))
        }
    }

    /// A request that is `view`, with the way forward after a no: for a person on stderr after it,
    /// in JSON as `"advice"` beside `"request"` (plain lines keep their fixed fields).
    func showWithAdvice(_ view: RequestView, stop: CustomStop, withNextStep: Bool = true) {
        guard view.state == .declined else { return show(view, withNextStep: withNextStep) }
        guard context.terminal.mode == .json else {
            show(view)
            noteAdvice(after: stop)
            return
        }
        var members: [(String, JSONValue)] = [("request", output.json(view))]
        if let advice = requests.advice(after: stop) { members.append(AdviceReport(context).adviceMember(advice)) }
        context.outputJSON(JSONValue.object(members))
    }

    /// After a decline: what would work instead, as notes on stderr (human mode only: scripts get
    /// `adviceMember` in their JSON).
    func noteAdvice(after stop: CustomStop) {
        guard context.terminal.mode.isForPeople, let advice = requests.advice(after: stop), let asked = stop.pickUpTime
        else { return }
        AdviceReport(context).adviceLines(advice, askedAt: asked).forEach(context.note)
    }
}
