import CitizenClient
import Foundation

/// `buerger request-stop …` (#SF_C4, C7, C8, C11, S10): asks for what is missing, reads the request
/// back at a terminal, and hands it to the library's `RequestService`, which journals it and sends it
/// exactly once with retries; then says where it stands. `--from-file` files many (`RequestBatchRun`).
struct RequestStopCommand: Command {
    let spec = CommandSpec(
        name: "request-stop",
        abstract: LocalizedText(
            "Ask a bus to pick you up at a stop or a place.",
            de: "Einen Bus bitten, Sie an einer Haltestelle oder einem Ort abzuholen."),
        options: RequestStopOptions.specs,
        optionForms: RequestStopOptions.forms,
        examples: [
            CommandExample(
                "buerger request-stop --stop Mühlweg --time \"morgen 9:30\" --persons 2",
                LocalizedText(
                    "Two people at Weilerbach Mühlweg tomorrow at 9:30; name and address from the config.",
                    de: "Zwei Personen an Weilerbach Mühlweg morgen um 9:30; Name und Adresse aus den Einstellungen.")),
            CommandExample(
                "buerger request-stop --at 49.4785,7.6405 --time +45m --help-with Rollstuhl",
                LocalizedText(
                    "At a place in 45 minutes, with help for a wheelchair.",
                    de: "An einem Ort in 45 Minuten, mit Hilfe für einen Rollstuhl.")),
            CommandExample(
                "buerger request-stop --stop 3 --time 09:00 --return-at 12:00 --return-from 5",
                LocalizedText(
                    "From stop 3 at 09:00, and back from stop 5 at 12:00.",
                    de: "Ab Haltestelle 3 um 09:00 und um 12:00 von Haltestelle 5 zurück.")),
            CommandExample(
                "buerger request-stop --from-file fahrten.csv --json",
                LocalizedText(
                    "Many requests from a CSV file, one JSON result per row.",
                    de: "Viele Anfragen aus einer CSV-Datei, ein JSON-Ergebnis je Zeile.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let options = try RequestStopOptions(context)
        let access = try RequestAccess(context)
        // Before any question is asked or any data fetched: a request that cannot be kept is not sent.
        try access.requests.prepareForFiling()
        let data: MasterData
        do {
            data = try access.requests.planningData()
        } catch let error as ClientError where error.isConnectivityFailure && !context.globals.offline {
            // Never refused for want of saved data: kept as typed, checked once the server answers.
            if let file = options.fromFile {
                context.note(access.words.keptAsTyped)
                return try RequestBatchRun(
                    access: access, planner: nil, replacing: options.replace, retryFor: options.retryFor
                ).run(file: file)
            }
            return try fileAsTyped(options, access: access)
        }
        let planner = access.requests.planner(data)
        if let file = options.fromFile {
            return try RequestBatchRun(
                access: access, planner: planner, replacing: options.replace, retryFor: options.retryFor
            ).run(file: file)
        }
        let prompts = RequestFormPrompts(
            prompter: access.prompter, config: context.config, language: context.language, asksHelp: !options.yes)
        let planning = RequestPlanning(planner: planner, prompts: prompts, note: context.note)
        let plan: RequestPlan
        do {
            plan = try planning.plan(options.form).0
        } catch let problem as RequestProblem {
            guard context.terminal.mode.isForPeople, let asked = Self.askedOutsideService(problem, form: options.form)
            else { throw problem }
            // The reason first, then what runs nearby instead, so the command to try is the last line.
            let status = DiagnosticPrinter(
                err: context.terminal.err, strings: context.strings,
                language: context.language
            ).report(problem, commands: [])
            if let advice = access.requests.advice(for: asked) {
                AdviceReport(context).adviceLines(advice, askedAt: asked.time).forEach(context.note)
            }
            return status
        }
        plan.notes.forEach { context.note($0.message(in: context.language)) }
        if options.remember { try remember(plan.outward, context) }
        if let warning = PlainHTTPWarning.message(
            server: access.requests.api.server, name: plan.outward.name,
            address: plan.outward.address)
        {
            context.note(warning.text(in: context.language))
        }
        if plan.outward.name.trimmingCharacters(in: .whitespaces).isEmpty, context.terminal.mode != .json {
            context.note(access.words.sentWithoutName)
        }
        // Said before sending, while another time or a smaller party can still be chosen.
        let outlook = access.requests.seatOutlook(for: plan.outward, data: data)
        let advice = AdviceReport(context)
        advice.seatLines(outlook, pickUpTime: plan.outward.pickUpTime).forEach(context.note)
        let seatWarnings =
            context.terminal.mode == .json ? advice.seatMember(outlook, pickUpTime: plan.outward.pickUpTime) : nil
        // At a terminal the request is always read back, and sent only on a yes.
        if access.prompter.canAsk, !options.yes {
            let confirmation = RequestConfirmation(prompter: access.prompter, output: access.output)
            guard confirmation.confirm(access.requests.preview(plan)) else { throw RequestConfirmation.nothingSent }
        }
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sending = access.catching(interrupt)
        let report = try sending.requests.file(plan, retryFor: options.retryFor, progress: sending.report)
        return try present(report, options: options, access: sending, interrupt: interrupt, seatWarnings: seatWarnings)
    }

    /// The server away and its data not saved: the request is kept as typed (`RequestService.fileTyped`)
    /// and tried like any unsent one; once the server answers it is checked as it would have been
    /// when typed and sent exactly once. A form found wrong is told as a usage error (exit 2).
    private func fileAsTyped(_ options: RequestStopOptions, access: RequestAccess) throws -> ExitStatus {
        let context = access.context
        let prompts = RequestFormPrompts(
            prompter: access.prompter, config: context.config, language: context.language, asksHelp: !options.yes)
        let form = prompts.complete(options.form)
        if prompts.unanswered.value { throw RequestPlanning.noAnswer }
        // What can be checked without the server's data is checked before anything is kept; at a
        // terminal it is read back as typed, as a checked request is.
        let typed = try access.requests.preview(typed: form)
        if access.prompter.canAsk, !options.yes {
            let confirmation = RequestConfirmation(prompter: access.prompter, output: access.output)
            guard confirmation.confirm((typed, nil)) else { throw RequestConfirmation.nothingSent }
        }
        context.note(access.words.keptAsTyped)
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sending = access.catching(interrupt)
        let report: FilingReport
        do {
            report = try sending.requests.fileTyped(form, retryFor: options.retryFor, progress: sending.report)
        } catch let problem as RequestProblem {
            // Told in the same words as a check at once, as a usage error (exit 2): what was typed is
            // wrong. The record stays, marked, so `requests` shows it until the person asks anew.
            throw CommandFailure(telling: problem, status: .usage)
        }
        return try present(report, options: options, access: sending, interrupt: interrupt, seatWarnings: nil)
    }

    /// Says how the filing ended, in the run's mode, and follows the request with `--wait`.
    /// - Parameter seatWarnings: `("seatWarnings", [...])` for the JSON document, nil otherwise.
    private func present(
        _ report: FilingReport, options: RequestStopOptions, access: RequestAccess, interrupt: InterruptCatcher,
        seatWarnings: (String, JSONValue)?
    ) throws -> ExitStatus {
        let context = access.context
        if report.alreadyFiled {
            context.note(
                LocalizedText(
                    "You had asked for this already, so it was not filed again.",
                    de: "Diese Anfrage gab es schon; sie wurde nicht noch einmal gestellt."
                )
                .text(in: context.language))
        } else if report.outwardAlreadyFiled {
            context.note(
                LocalizedText(
                    "You had asked for the way there already; only the way back was filed now.",
                    de: "Die Hinfahrt gab es schon; nur die Rückfahrt wurde jetzt gestellt."
                )
                .text(in: context.language))
        }
        let shown = [report.outward] + (report.wayBack.map { [$0] } ?? [])
        let waits = options.wait && report.outward.id != nil
        let interrupted: Bool
        if case .interrupted = report.ending { interrupted = true } else { interrupted = false }
        let failure: Error?
        switch report.ending {
        case .sendingElsewhere, .outOfTime:
            failure = report.ending.failure(
                keptAsTyped: report.keptAsTyped, answerLost: report.outward.standing == .answerLost)
        case .filed, .interrupted: failure = nil
        }
        switch context.terminal.mode {
        case .json:
            if !waits || report.wayBack != nil || failure != nil {
                var members = [
                    ("request", access.output.json(report.outward)),
                    ("wayBack", report.wayBack.map(access.output.json) ?? .null),
                    ("alreadyFiled", .bool(report.alreadyFiled)),
                ]
                if let seatWarnings { members.append(seatWarnings) }
                guard let failure else {
                    context.outputJSON(JSONValue.object(members))
                    break
                }
                // One document: the request as kept, and why it is not sent yet (a script read two).
                let printer = DiagnosticPrinter(
                    err: context.terminal.err, strings: context.strings, language: context.language)
                context.outputJSON(JSONValue.object(members + [("error", printer.member(for: failure))]))
                if let file = options.calendarFile { try CalendarFile(path: file).write(shown, access: access) }
                return printer.report(failure, commands: [])
            }
        case .plain, .human, .accessible:
            if interrupted {
                break
            } else if options.calendarFile == "-" {
                // The calendar is stdout: the request goes to stderr, so `> pickup.ics` keeps a clean file.
                shown.forEach { request in
                    let lines =
                        context.terminal.mode == .plain ? [access.output.plain(request)] : access.output.human(request)
                    lines.forEach(context.note)
                }
            } else {
                // An unsent request ends in an error whose suggestion is the next step: said once.
                let endsInError = report.ending != .filed
                (waits ? Array(shown.dropFirst()) : shown).forEach { access.show($0, withNextStep: !endsInError) }
            }
        }
        if let file = options.calendarFile {
            try CalendarFile(path: file).write(shown, access: access)
        }
        switch report.ending {
        case .filed:
            break
        case .interrupted(let kept):
            context.note(
                access.keptAfterInterrupt(count: kept, answerLost: shown.filter { $0.standing == .answerLost }.count))
            return interrupt.received?.exitStatus ?? .interrupted
        case .sendingElsewhere, .outOfTime:
            if let failure { throw failure }
        }
        guard waits else { return .success }
        return try RequestWaiter(access: access, timeoutSeconds: options.waitTimeout).follow(
            report.outward, seen: report.stored)
    }

    /// What was asked, when the answer is "outside the service hours" (of the way there or back):
    /// the advice looks for runs near that place and time.
    static func askedOutsideService(_ problem: RequestProblem, form: RequestForm) -> AdviceRequest? {
        switch problem {
        case .outsideServiceHours(_, _, let lineId, let place, let time),
            .wayBack(.outsideServiceHours(_, _, let lineId, let place, let time)):
            let persons = form.persons.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { max(1, $0) } ?? 1
            let assistance = form.help.flatMap { try? AssistanceNeed.parseList($0) } ?? []
            return AdviceRequest(lineId: lineId, place: place, time: time, persons: persons, assistance: assistance)
        default:
            return nil
        }
    }

    /// `--remember`: the name and address sent become the defaults.
    private func remember(_ intent: RequestIntent, _ context: CommandContext) throws {
        try context.configStore.update { config in
            config.name = intent.name
            config.address = intent.address
        }
        context.note(
            LocalizedText(
                "Saved your name and address for next time.",
                de: "Name und Adresse für das nächste Mal gespeichert."
            ).text(in: context.language))
    }
}
