import CitizenClient
import Foundation

/// `buerger request-stop …` (#SF_C4, C7, C8, C11, S10): checks the request, journals it, sends it exactly
/// once with retries, and says where it stands. `--from-file` files many (`RequestBatchRun`).
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
        // Before any question is asked or any data fetched: a request that cannot be kept is not sent.
        try StateFolder(directory: context.paths.stateDirectory).prepareForWriting()
        let access = try RequestAccess(context)
        let data: MasterData
        do {
            data = try access.service.masterData(RequestAccess.planningData).data
        } catch let error as ClientError where error.isConnectivityFailure && !context.globals.offline {
            // Never refused for want of saved data: kept as typed, checked once the server answers.
            if let file = options.fromFile {
                context.note(access.words.keptAsTyped)
                return try RequestBatchRun(access: access, planner: nil, retryFor: options.retryFor).run(file: file)
            }
            return try TypedRequestRun(command: self, access: access, options: options).run()
        }
        let planner = RequestPlanner(
            data: data, now: context.now, timeZone: context.timeZone,
            stopResolver: StopResolver(aliases: context.config.aliases ?? [:], places: context.config.places ?? [:]),
            defaultName: context.config.name ?? "", defaultAddress: context.config.address ?? "")
        if let file = options.fromFile {
            return try RequestBatchRun(access: access, planner: planner, retryFor: options.retryFor).run(file: file)
        }
        let prompts = RequestFormPrompts(prompter: access.prompter, config: context.config, language: context.language)
        let planning = RequestPlanning(planner: planner, prompts: prompts, note: context.note)
        let plan: RequestPlan
        do {
            plan = try planning.plan(options.form).0
        } catch let problem as RequestProblem {
            guard context.terminal.mode == .human, let asked = Self.askedOutsideService(problem, form: options.form)
            else { throw problem }
            // The reason first, then what runs nearby instead, so the command to try is the last line.
            let status = DiagnosticPrinter(
                err: context.world.terminal.err, strings: context.strings,
                language: context.language
            ).report(problem, commands: [])
            AdviceReport(context).adviceLines(for: asked, data: data).forEach(context.note)
            return status
        }
        plan.notes.forEach { context.note($0.message(in: context.language)) }
        if options.remember { try remember(plan.outward, context) }
        if let warning = PlainHTTPWarning.message(
            server: access.api.server, name: plan.outward.name,
            address: plan.outward.address)
        {
            context.note(warning.text(in: context.language))
        }
        if plan.outward.name.trimmingCharacters(in: .whitespaces).isEmpty, context.terminal.mode != .json {
            context.note(access.words.sentWithoutName)
        }
        // Said before sending, while another time or a smaller party can still be chosen.
        let advice = AdviceReport(context)
        let history = access.seatHistory
        advice.seatLines(for: plan.outward, data: data, history: history).forEach(context.note)
        let seatWarnings =
            context.terminal.mode == .json
            ? advice.seatMember(for: plan.outward, data: data, history: history) : nil
        if access.prompter.canAsk, !prompts.questions(for: options.form).isEmpty {
            let confirmation = RequestConfirmation(
                prompter: access.prompter, language: context.language,
                timeZone: context.timeZone, now: context.now, data: data)
            guard confirmation.confirm(plan) else { throw RequestConfirmation.nothingSent }
        }
        return try send(plan, access: access, options: options, data: data, seatWarnings: seatWarnings)
    }

    /// - Parameter seatWarnings: `("seatWarnings", [...])` for the JSON document, nil otherwise.
    private func send(
        _ plan: RequestPlan, access: RequestAccess, options: RequestStopOptions,
        data: MasterData, seatWarnings: (String, JSONValue)?
    ) throws -> ExitStatus {
        let context = access.context
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let sender = try access.sender(journal: access.journal, interrupt: interrupt)
        let startedAt = context.world.clock()
        let outwardFiling = try sender.file(
            plan.outward, now: context.now, retryFor: options.retryFor, progress: access.report)
        let outward = outwardFiling.result
        var wayBackFiling: FilingResult?
        if var back = plan.wayBack {
            back.outwardEntryId = outward.entry.id
            let left = max(0, options.retryFor - context.world.clock().timeIntervalSince(startedAt))
            wayBackFiling = try sender.file(back, now: context.now, retryFor: left, progress: access.report)
        }
        return try present(
            outwardFiling, wayBack: wayBackFiling, plan: plan, interrupt: interrupt, access: access,
            options: options, data: data, seatWarnings: seatWarnings)
    }

    /// Says how the filing ended, in the run's mode, and follows the request with `--wait`.
    /// - Parameter data: for line and stop names; without it ids and coordinates do.
    func present(
        _ outwardFiling: FilingResult, wayBack wayBackFiling: FilingResult?, plan: RequestPlan,
        interrupt: InterruptCatcher, access: RequestAccess, options: RequestStopOptions, data: MasterData?,
        seatWarnings: (String, JSONValue)?
    ) throws -> ExitStatus {
        let context = access.context
        let outward = outwardFiling.result
        let wayBack = wayBackFiling?.result
        // Ctrl-C between two attempts: the entries stay in the journal, and one line says so.
        let interrupted = ([outward] + (wayBack.map { [$0] } ?? [])).filter { $0.unsentReason == .interrupted }
        let alreadyFiled = outwardFiling.alreadyFiled && (wayBackFiling?.alreadyFiled ?? true)
        if alreadyFiled {
            context.note(
                LocalizedText(
                    "You had asked for this already, so it was not filed again.",
                    de: "Diese Anfrage gab es schon; sie wurde nicht noch einmal gestellt."
                )
                .text(in: context.language))
        } else if outwardFiling.alreadyFiled {
            context.note(
                LocalizedText(
                    "You had asked for the way there already; only the way back was filed now.",
                    de: "Die Hinfahrt gab es schon; nur die Rückfahrt wurde jetzt gestellt."
                )
                .text(in: context.language))
        }
        let first = data.map { Self.summary(outward).named(using: $0) } ?? Self.summary(outward)
        var second = wayBack.map { back in data.map { Self.summary(back).named(using: $0) } ?? Self.summary(back) }
        second?.returnOf = first.id
        let waits = options.wait && first.id != nil
        switch context.terminal.mode {
        case .json:
            if !waits || second != nil {
                var members = [
                    ("request", access.output.json(first)),
                    ("wayBack", second.map(access.output.json) ?? .null),
                    ("alreadyFiled", .bool(alreadyFiled)),
                ]
                if let seatWarnings { members.append(seatWarnings) }
                context.output(JSONValue.object(members).serialized())
            }
        case .plain, .human:
            let shown = [first] + (second.map { [$0] } ?? [])
            if !interrupted.isEmpty {
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
                let endsInError = ([outward] + (wayBack.map { [$0] } ?? [])).contains { $0.exitStatus != .success }
                (waits ? Array(shown.dropFirst()) : shown).forEach { access.show($0, withNextStep: !endsInError) }
            }
        }
        if let file = options.calendarFile {
            let addresses = Dictionary(
                [first.id.map { ($0, plan.outward.address) }, second?.id.map { ($0, plan.wayBack?.address ?? "") }]
                    .compactMap { $0 },
                uniquingKeysWith: { kept, _ in kept })
            try CalendarFile(path: file).write(
                [first] + (second.map { [$0] } ?? []), addresses: addresses, access: access)
        }
        let unsent = [outward] + (wayBack.map { [$0] } ?? [])
        if let signal = interrupt.received, !interrupted.isEmpty {
            context.note(access.keptAfterInterrupt(count: interrupted.count))
            return signal.exitStatus
        }
        if unsent.contains(where: { $0.unsentReason == .sendingElsewhere }) {
            throw CommandFailure(
                LocalizedText(
                    "Not finished here: another buerger is sending this request right now.",
                    de: "Hier nicht abgeschlossen: ein anderes buerger sendet diese Anfrage gerade."),
                suggestion: LocalizedText(
                    "'buerger status' or 'buerger requests' will show it.",
                    de: "'buerger status' oder 'buerger requests' zeigt sie."),
                status: .gaveUp)
        }
        if unsent.contains(where: { $0.exitStatus == .gaveUp }) {
            throw CommandFailure(
                LocalizedText(
                    "Not sent yet: the server could not be reached in time.",
                    de: "Noch nicht gesendet: der Server war nicht rechtzeitig erreichbar."),
                suggestion: LocalizedText(
                    "The request is saved and will be sent by 'buerger requests --resume'.",
                    de: "Die Anfrage ist gespeichert und wird mit 'buerger requests --resume' gesendet."),
                status: .gaveUp)
        }
        guard waits else { return .success }
        var seen: CustomStop?
        if case .stored(_, let stop, _, _) = outward { seen = stop }
        return try RequestWaiter(access: access, timeoutSeconds: options.waitTimeout).follow(first, seen: seen)
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

    static func summary(_ result: SendResult) -> RequestSummary {
        switch result {
        case .stored(let entry, let stop, _, _):
            var summary = RequestSummary(stop)
            summary.stopName = entry.intent.stopName
            summary.journalId = entry.id.uuidString
            summary.help = entry.intent.assistance.map(RequestSummary.HelpItem.need)
            return summary
        case .unsent(let entry, _), .rejected(let entry, _):
            return RequestSummary(unsent: entry.intent, journalId: entry.id.uuidString)
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
