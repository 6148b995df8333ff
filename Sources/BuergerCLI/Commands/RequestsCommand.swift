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
        let access = try RequestAccess(context)
        let journal = access.journal
        var status = ExitStatus.success
        if resume { status = try self.resume(access, journal: journal, retryFor: retryFor) }
        let entries = try journal.entries(server: access.api.server.description)
        access.reportWarnings(of: journal)

        var stored: [CustomStop] = []
        var listFailure: Error?
        // Each id this installation filed under: requests made under another id stay listed.
        for deviceId in access.deviceIds(of: entries) {
            do {
                let found = try access.api.customStops(deviceId: deviceId)
                stored += found.filter { stop in !stored.contains { $0.id == stop.id } }
            } catch {
                listFailure = error
                break
            }
        }
        let listing = RequestListing(entries: entries, stored: stored)
        if let calendarFile {
            // A calendar missing the requests that could not be fetched would look complete: say so instead.
            if let listFailure { throw listFailure }
            try writeCalendar(listing, to: calendarFile, access: access)
            return status
        }
        // Requests kept as typed come first: they are the ones that still need the server.
        let typed = try journal.typedRequests(server: access.api.server.description).map { typed -> RequestSummary in
            var summary = RequestSummary(typed: typed)
            if typed.state == .refused { summary.refusal = access.refusalReason(typed) }
            return summary
        }
        // The server away: what the journal knows was stored is still shown, its state unknown, so
        // "was my pick-up sent?" has an answer when the network is bad.
        var offline: [RequestSummary] = []
        if let failure = listFailure as? ClientError, failure.isConnectivityFailure {
            for entry in entries {
                guard let id = entry.requestId, !stored.contains(where: { $0.id == id }) else { continue }
                var summary = RequestSummary(unsent: entry.intent, journalId: entry.id.uuidString)
                summary.standing = .storedStateUnknown(id: id)
                offline.append(summary)
            }
            offline.sort { ($0.pickUpTime ?? .distantPast) > ($1.pickUpTime ?? .distantPast) }
        }
        let requests = typed + access.named(listing.summaries() + offline)
        show(requests, access: access, listFailed: listFailure != nil)
        let waiting = typed.filter { $0.standing == .waitingForServer }.count
        if !resume, listing.unsentEntries.count + waiting > 0 {
            context.note(access.words.unsentHint(listing.unsentEntries.count + waiting))
        }
        guard let listFailure else { return status }
        // A resume that did not get through says more than the list that could not be fetched after it.
        guard status == .success else {
            if let failure = listFailure as? UserFacingError { context.note(failure.message(in: context.language)) }
            return status
        }
        throw listFailure
    }

    /// - Parameter listFailed: the server's list could not be read: "none yet" would be a guess.
    private func show(_ requests: [RequestSummary], access: RequestAccess, listFailed: Bool) {
        let context = access.context
        switch context.terminal.mode {
        case .json: context.output(access.output.list(requests).serialized())
        case .plain: requests.map(access.output.plain).forEach(context.output)
        case .human:
            if requests.isEmpty {
                if !listFailed { context.note(access.words.noRequests) }
            } else {
                access.output.table(requests).forEach(context.output)
            }
        }
    }

    private func writeCalendar(_ listing: RequestListing, to file: String, access: RequestAccess) throws {
        let count = try CalendarFile(path: file).write(
            listing.summaries(), addresses: listing.addresses(), access: access)
        if file != "-", access.context.terminal.mode == .json {
            access.context.output(
                JSONValue.object([
                    (
                        "calendar",
                        .object([
                            ("file", .string(file)), ("events", .integer(Int64(count))),
                        ])
                    )
                ]).serialized())
        }
    }

    /// Sends every unsent entry of this server; 5 when one was refused, else 7 when one is still unsent.
    private func resume(_ access: RequestAccess, journal: RequestJournal, retryFor: Double) throws -> ExitStatus {
        let interrupt = access.context.world.catchInterrupts()
        defer { interrupt.release() }
        let sender = try access.sender(journal: journal, interrupt: interrupt)
        let startedAt = access.context.world.clock()
        let runClock = access.followClock()
        let typedOutcomes = try sender.resumeTyped(
            retryFor: retryFor,
            check: { access.check($0, runNow: runClock()) },
            progress: { _, progress in access.report(progress) })
        var typedResults: [SendResult] = []
        var refused = 0
        // Still waiting for the server: counted like unsent entries (exit 7), interrupted ones too.
        var typedWaiting = 0
        var typedInterrupted = 0
        for outcome in typedOutcomes {
            switch outcome {
            case .checked(_, let outward, let wayBack):
                typedResults += [outward] + (wayBack.map { [$0] } ?? [])
            case .refused(let typed, let problem):
                refused += 1
                let what = RequestSummary(typed: typed)
                access.context.note(
                    access.words.refusedSentence(reason: problem.message(in: access.context.language))
                        + " (" + (what.stopName ?? what.journalId ?? "") + ")")
            case .waiting(_, let reason):
                typedWaiting += 1
                if reason == .interrupted { typedInterrupted += 1 }
            }
        }
        let left = max(0, retryFor - access.context.world.clock().timeIntervalSince(startedAt))
        let results =
            typedResults + (try sender.resumeUnsent(retryFor: left) { _, progress in access.report(progress) })
        for result in results {
            switch result {
            case .stored(_, let stop, let adopted, _):
                // An adopted one was said by its progress line ("the server already has it …").
                guard !adopted else { break }
                access.context.note(
                    LocalizedText("Sent: request \(stop.id).", de: "Gesendet: Anfrage \(stop.id).")
                        .text(in: access.context.language))
            case .rejected(_, let error):
                access.context.note(error.message(in: access.context.language))
            case .unsent(let entry, .sendingElsewhere?):
                // A request at a place rather than a stop has no stop name; its journal id names it then.
                let which = entry.intent.stopName ?? entry.id.uuidString
                access.context.note(
                    LocalizedText(
                        "Not resumed: another buerger is sending the request for \(which) right now.",
                        de: "Nicht fortgesetzt: ein anderes buerger sendet die Anfrage für \(which) gerade."
                    )
                    .text(in: access.context.language))
            case .unsent:
                break
            }
        }
        let interrupted =
            typedInterrupted
            + results.filter { $0.unsentReason == .interrupted }.count
        if let signal = interrupt.received, interrupted > 0 {
            access.context.note(access.keptAfterInterrupt(count: interrupted))
            return signal.exitStatus
        }
        if results.contains(where: { if case .rejected = $0 { return true } else { return false } }) {
            return .badServerAnswer
        }
        if refused > 0 { return .usage }
        let unsent = typedWaiting > 0 || results.contains { if case .unsent = $0 { return true } else { return false } }
        return unsent ? .gaveUp : .success
    }
}
