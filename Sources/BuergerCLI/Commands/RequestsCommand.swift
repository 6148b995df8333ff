import CitizenClient
import Foundation

/// `buerger requests [--resume] [--retry-for D] [--ics FILE]`: this device's requests, unsent journal
/// entries first; with `--ics` the upcoming pick-ups as a calendar file instead.
struct RequestsCommand: Command {
    static let resume = OptionSpec(
        "resume",
        help: LocalizedText(
            "Send the requests that were saved but never confirmed by the server (after a broken "
                + "connection or an interrupted run). Each is looked up first, so none is sent twice.",
            de: "Gespeicherte, vom Server nie bestätigte Anfragen senden (nach Verbindungsabbruch oder "
                + "Abbruch). Jede wird zuerst nachgeschlagen, keine wird doppelt gesendet."))
    static let retryFor = OptionSpec(
        "retry-for", value: "duration",
        help: LocalizedText(
            "With --resume: how long to keep trying, e.g. 90s, 10m.",
            de: "Mit --resume: wie lange es versucht wird, z. B. 90s, 10m."), defaultValue: "5m")
    static let ics = OptionSpec(
        "ics", value: "file",
        help: LocalizedText(
            "Write the upcoming accepted and pending pick-ups to an iCalendar file (- for stdout), each "
                + "with a reminder 15 minutes before, for any calendar app.",
            de: "Die kommenden angenommenen und offenen Abholungen als iCalendar-Datei schreiben (- für "
                + "die Standardausgabe), jede mit Erinnerung 15 Minuten vorher, für jede Kalender-App."))

    let spec = CommandSpec(
        name: "requests",
        abstract: LocalizedText(
            "List your requests, the latest pick-up first; send those not sent yet.",
            de: "Ihre Anfragen zeigen, die späteste Abholung zuerst; noch nicht gesendete senden."),
        options: [Self.resume, Self.retryFor, Self.ics],
        examples: [
            CommandExample(
                "buerger requests",
                LocalizedText(
                    "Your requests and where each stands.", de: "Ihre Anfragen und wie es um jede steht.")),
            CommandExample(
                "buerger requests --resume --retry-for 10m",
                LocalizedText(
                    "Send what was not sent yet, trying for up to 10 minutes.",
                    de: "Noch nicht Gesendetes senden, bis zu 10 Minuten lang.")),
            CommandExample(
                "buerger requests --ics abholungen.ics",
                LocalizedText(
                    "Put your next pick-ups into a calendar file with reminders.",
                    de: "Die nächsten Abholungen mit Erinnerung in eine Kalenderdatei schreiben.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let retryFor = try DurationOption.read(
            context, option: Self.retryFor, default: RequestAccess.defaultRetryForSeconds)
        let resume = context.options.isSet(Self.resume)
        let calendarFile = context.options.value(Self.ics)
        if calendarFile == "-", context.terminal.mode == .json {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'--ics -' writes the calendar to stdout, so it cannot go with '--json'.",
                        de: "'--ics -' schreibt den Kalender auf die Standardausgabe, das geht nicht mit '--json'.")))
        }
        if context.options.value(Self.retryFor) != nil, !resume {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'--retry-for' only works together with '--resume'.",
                        de: "'--retry-for' wirkt nur zusammen mit '--resume'.")))
        }
        let interrupt = resume ? context.world.catchInterrupts() : nil
        defer { interrupt?.release() }
        let access = try RequestAccess(context, interrupt: interrupt)
        var status = ExitStatus.success
        if resume, let interrupt {
            // A server that stays away is said once, with how long the resume keeps trying.
            let notes = RepeatedFailureNotes(language: context.language, retryFor: retryFor)
            let report = try access.requests.resume(retryFor: retryFor) { progress in
                if let line = notes.line(progress) { context.note(line) }
            }
            status = self.show(report, access: access, interrupt: interrupt)
        }
        let list = try access.requests.list()
        access.report(list.warnings)
        if let calendarFile {
            // A calendar missing the requests that could not be fetched would look complete: say so instead.
            if let failure = list.listFailure { throw failure }
            try writeCalendar(list.pickups, to: calendarFile, access: access)
            return status
        }
        if let failure = list.listFailure, status == .success, context.terminal.mode == .json {
            // One document: what the journal knows, and why the list may be short (stderr as always).
            let printer = DiagnosticPrinter(
                err: context.terminal.err, strings: context.strings, language: context.language)
            guard case .object(let members) = access.output.list(list) else { return .failure }
            context.outputJSON(.object(members + [("error", printer.member(for: failure))]))
            return printer.report(failure, commands: [])
        }
        show(list, access: access)
        if !resume, list.answerLostCount > 0 { context.note(access.words.answerLostHint(list.answerLostCount)) }
        if !resume, list.notSentCount > 0 { context.note(access.words.unsentHint(list.notSentCount)) }
        // Callers of rows a stopped run never began have no request anywhere: said every time.
        if context.terminal.mode != .json {
            access.output.unfinishedNotes(list.unfinishedBatches).forEach(context.note)
        }
        guard let failure = list.listFailure else { return status }
        // A resume that did not get through says more than the list that could not be fetched after it.
        guard status == .success else {
            if let failure = failure as? UserFacingError { context.note(failure.message(in: context.language)) }
            return status
        }
        throw failure
    }

    /// Where the server's list could not be read, "none yet" would be a guess and is not said.
    private func show(_ list: RequestList, access: RequestAccess) {
        let context = access.context
        let requests = list.requests
        let listFailed = list.listFailure != nil
        switch context.terminal.mode {
        case .json: context.outputJSON(access.output.list(list))
        case .plain: requests.map(access.output.plain).forEach(context.output)
        case .human, .accessible:
            if requests.isEmpty {
                if !listFailed { context.note(access.words.noRequests) }
            } else {
                access.output.table(requests).forEach(context.output)
            }
        }
    }

    private func writeCalendar(_ pickups: [RequestView], to file: String, access: RequestAccess) throws {
        let count = try CalendarFile(path: file).write(pickups, access: access)
        if file != "-", access.context.terminal.mode == .json {
            access.context.outputJSON(
                JSONValue.object([
                    (
                        "calendar",
                        .object([
                            ("file", .string(file)), ("events", .integer(Int64(count))),
                        ])
                    )
                ]))
        }
    }

    /// Says what the resume did, one line each on stderr, and its exit status: 130 after Ctrl-C with
    /// requests kept, 5 when the server refused one, 2 when one kept as typed was found wrong, 7 when
    /// one is still not sent, else 0.
    private func show(_ report: ResumeReport, access: RequestAccess, interrupt: InterruptCatcher) -> ExitStatus {
        let context = access.context
        let language = context.language
        for item in report.items {
            switch item {
            case .sent(let view):
                guard let id = view.id else { break }
                // Whose, for a clerk resuming several callers' rides (trial 2: "Gesendet: Anfrage 10000007.").
                let whose =
                    view.name.isEmpty
                    ? "" : LocalizedText(" for \(view.name)", de: " für \(view.name)").text(in: language)
                context.note(
                    LocalizedText("Sent: request \(id)\(whose).", de: "Gesendet: Anfrage \(id)\(whose).").text(
                        in: language))
            case .adopted:
                // Said by its progress line ("the server already has it …").
                break
            case .rejected(_, let error):
                context.note(error.message(in: language))
            case .refused(let view, let problem):
                context.note(
                    access.words.refusedSentence(reason: problem.message(in: language)) + " ("
                        + access.output.placeText(view) + ")")
            case .sendingElsewhere(let view):
                let which = access.output.placeText(view)
                context.note(
                    LocalizedText(
                        "Not resumed: another buerger is sending the request \(which) right now.",
                        de: "Nicht fortgesetzt: ein anderes buerger sendet die Anfrage \(which) gerade."
                    )
                    .text(in: language))
            case .stillUnsent:
                break
            }
        }
        if let signal = interrupt.received, report.interrupted > 0 {
            context.note(
                access.keptAfterInterrupt(count: report.interrupted, answerLost: report.interruptedAnswerLost))
            return signal.exitStatus
        }
        return report.exitStatus
    }
}
