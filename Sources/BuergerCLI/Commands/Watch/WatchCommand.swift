import CitizenClient
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `buerger watch stop STOP | bus BUS [--interval <seconds>] [--count <n>] [--notify]` (#SF_C5).
/// Polls, prints only what changed, ends on Ctrl-C (exit 0) or after `--count` polls.
/// `watch request REQUEST [--until pickup|alert] [--alert D] [--timeout D]` is `WatchRequestRun`.
struct WatchCommand: Command {
    static let interval = OptionSpec(
        "interval", value: "seconds",
        help: LocalizedText(
            "Look this often. By default the shortest driving time between two stops of the line, "
                + "but no more often than every 10 s and at least once a minute.",
            de: "So oft nachsehen. Standard: die kürzeste Fahrzeit zwischen zwei Halten der Linie, "
                + "höchstens alle 10 s und mindestens einmal pro Minute."))
    static let count = OptionSpec(
        "count", value: "n",
        help: LocalizedText(
            "Stop after this many looks (for scripts).", de: "Nach so vielen Abfragen aufhören (für Skripte)."))
    static let notify = OptionSpec(
        "notify",
        help: LocalizedText(
            "Also show each change as a desktop notification (when notify-send is installed).",
            de: "Jede Änderung auch als Desktop-Benachrichtigung zeigen (wenn notify-send installiert ist)."))
    static let map = OptionSpec(
        "map",
        help: LocalizedText(
            "Bus only: the map of the bus's line above the change lines, drawn again when the bus moves.",
            de: "Nur Busse: die Karte der Linie des Busses über den Änderungen, neu gezeichnet, wenn der Bus fährt."))
    static let until = OptionSpec(
        "until", value: "moment",
        help: LocalizedText(
            "Request only: 'pickup' ends with exit 0 once the bus is accepted and the pick-up is at most 15 "
                + "minutes away (after the reminder); 'alert' once the --alert has been said. 6 when the request "
                + "ends badly, 7 at the timeout.",
            de: "Nur Anfragen: 'pickup' hört mit Ende 0 auf, sobald der Bus zugesagt hat und die Abholung "
                + "höchstens 15 Minuten entfernt ist (nach der Erinnerung); 'alert', sobald --alert gemeldet "
                + "wurde. 6, wenn die Anfrage schlecht endet, 7 nach Ablauf."))
    static let alert = OptionSpec(
        "alert", value: "duration",
        help: LocalizedText(
            "Request only: say once when the accepted bus may be this close (the early end of its estimate), "
                + "e.g. 5m; with --until alert the watch ends there. Default with --until alert: 5m.",
            de: "Nur Anfragen: einmal melden, wenn der zugesagte Bus so nahe sein kann (das frühe Ende seiner "
                + "Schätzung), z. B. 5m; mit --until alert endet die Beobachtung dort. Standard mit --until alert: 5m.")
    )
    static let timeout = OptionSpec(
        "timeout", value: "duration",
        help: LocalizedText(
            "Request only: stop following after this long (exit 7), e.g. 90s, 10m, 2h.",
            de: "Nur Anfragen: nach dieser Zeit aufhören (Ende 7), z. B. 90s, 10m, 2h."))

    let spec = CommandSpec(
        name: "watch",
        abstract: LocalizedText(
            "Follow a stop, a bus or your request and report changes in plain words.",
            de: "Eine Haltestelle, einen Bus oder Ihre Anfrage verfolgen und Änderungen in Worten melden."),
        arguments: [
            ArgumentSpec(
                "what",
                help: LocalizedText(
                    "'stop', 'bus' or 'request'.", de: "'stop', 'bus' oder 'request'.")),
            ArgumentSpec(
                "target",
                help: LocalizedText(
                    "The stop (id, name or @alias), the bus number or the request number.",
                    de: "Die Haltestelle (Nummer, Name oder @Name), die Nummer des Busses oder der Anfrage."),
                joinsWords: true),
        ],
        options: [Self.interval, Self.count, Self.notify, Self.map, Self.until, Self.alert, Self.timeout],
        subcommands: Subcommands(
            WatchAction.specs,
            unknownWord: .invalidValue(
                reason: LocalizedText(
                    "expected 'stop', 'bus' or 'request'", de: "erwartet wird 'stop', 'bus' oder 'request'"))),
        examples: [
            CommandExample(
                "buerger watch stop @zuhause",
                LocalizedText(
                    "Report delays and full buses for the stop saved as @zuhause until Ctrl-C.",
                    de: "Verspätungen und volle Busse an @zuhause melden, bis Strg-C.")),
            CommandExample(
                "buerger watch bus 1 --map",
                LocalizedText(
                    "Bus 1 on the map of its line, with what changes under it.",
                    de: "Bus 1 auf der Karte seiner Linie, darunter, was sich ändert.")),
            CommandExample(
                "buerger watch bus 1 --json",
                LocalizedText(
                    "One JSON object per change of bus 1, for a script.",
                    de: "Ein JSON-Objekt je Änderung von Bus 1, für ein Skript.")),
            CommandExample(
                "buerger watch request 10000003 --until pickup && aplay klingel.wav",
                LocalizedText(
                    "Ring when the bus for request 10000003 is 15 minutes away.",
                    de: "Klingeln, wenn der Bus für Anfrage 10000003 noch 15 Minuten entfernt ist.")),
            CommandExample(
                "buerger watch request 10000003 --alert 5m --until alert && aplay klingel.wav",
                LocalizedText(
                    "Ring when the accepted bus may be 5 minutes away, as it drives.",
                    de: "Klingeln, wenn der zugesagte Bus 5 Minuten entfernt sein kann, wie er fährt.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let notifier = context.options.isSet(Self.notify) ? context.world.makeDesktopNotifier() : nil
        if context.options.isSet(Self.notify), notifier == nil {
            // Asked for, but nothing can show it: said once, and the watch goes on here.
            context.note(context.strings.watchCannotNotify)
        }
        // The parser has checked the word and the number of arguments.
        guard let action = WatchAction.picked(context.subcommand) else { return .failure }
        let target = context.argument(0) ?? ""
        if context.options.isSet(Self.map), action != .bus {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'\(Self.map.flag)' only works with 'watch bus'.",
                        de: "'\(Self.map.flag)' wirkt nur mit 'watch bus'.")))
        }
        if action == .request {
            let requestId = try RequestAccess.requestId(target)
            for option in [Self.interval, Self.count] where context.options.isSet(option) {
                throw UsageError(
                    .invalidUse(
                        LocalizedText(
                            "'\(option.flag)' does not apply to 'watch request': it looks every 5–10 s.",
                            de: "'\(option.flag)' gilt nicht für 'watch request': es sieht alle 5–10 s nach.")))
            }
            let until = try Self.until(context)
            let timeout =
                try context.options.isSet(Self.timeout)
                ? DurationOption.read(context, option: Self.timeout, default: 0) : nil
            let alert =
                try context.options.isSet(Self.alert) || until == .alert
                ? DurationOption.read(context, option: Self.alert, default: Self.defaultAlertSeconds) : nil
            let interrupt = context.world.catchInterrupts()
            defer { interrupt.release() }
            return try WatchRequestRun(
                context: context, requestId: requestId, until: until, alertSeconds: alert,
                timeoutSeconds: timeout, interrupt: interrupt, notifier: notifier
            ).run()
        }
        for option in [Self.until, Self.alert, Self.timeout] where context.options.isSet(option) {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'\(option.flag)' only works with 'watch request'.",
                        de: "'\(option.flag)' wirkt nur mit 'watch request'.")))
        }
        if context.options.isSet(Self.map), context.terminal.mode == .json {
            throw UsageError(
                .invalidUse(
                    LocalizedText(
                        "'\(Self.map.flag)' draws a picture; with --json use 'buerger map --bus N --follow --json'.",
                        de:
                            "'\(Self.map.flag)' zeichnet ein Bild; mit --json 'buerger map --bus N --follow --json' nutzen."
                    )))
        }
        var subject = try Self.subject(action, target: target)
        let count = try context.positiveInteger(Self.count)
        let requested = try Self.interval(context)
        let poller = WatchPoller(context: context)
        let first = try poller.service(at: context.now)
        let data = try first.masterData([.stops, .lines, .busses]).data
        let interval: Double
        let title: String
        switch subject {
        case .stop(let argument):
            let stop = try context.stopChoice.resolving(argument) { try first.resolveStop($0) }
            // Every poll asks for this very stop, even when the name was chosen from a list.
            subject = .stop(String(stop.id))
            title = context.strings.watchStopSubject(stop.name)
            interval =
                requested
                ?? PollInterval.standard(shortestGap: PollInterval.shortestGap(lineIds: stop.lineIds, in: data))
        case .bus(let busId):
            guard let bus = data.bus(id: busId) else { throw ClientError.busNotFound(busId) }
            title = context.strings.watchBus(busId, line: nil)
            interval =
                requested
                ?? PollInterval.standard(
                    shortestGap: PollInterval.shortestGap(lineIds: bus.lineId.map { [$0] } ?? [], in: data))
        }
        context.note(context.strings.watchStarted(TextSanitizer.clean(title), everySeconds: Int(interval.rounded())))

        let output = WatchOutput(
            strings: context.strings, times: context.times, accessible: (context.terminal.mode == .accessible))
        let interrupt = context.world.catchInterrupts()
        defer { interrupt.release() }
        let busMap: WatchBusMap? =
            if case .bus(let busId) = subject, context.options.isSet(Self.map) {
                WatchBusMap(context: context, busId: busId)
            } else {
                nil
            }
        // On an error too, the shell's screen comes back before the message is written.
        defer { busMap?.end() }
        var detector = ChangeDetector()
        var polls = 0
        while !interrupt.isRaised, !context.terminal.outputLost {
            let moment = poller.moment()
            let events: [WatchEvent]
            do {
                let state = try poller.poll(subject: subject, at: moment)
                events = poller.networkLost ? detector.networkFailed(at: moment) : detector.observe(state)
            } catch let error as ClientError where polls > 0 && Self.isConnectionTrouble(error) {
                events = detector.networkFailed(at: moment)
            }
            let lines = events.map { event in
                switch context.terminal.mode {
                case .json: return output.json(event).serialized()
                case .plain: return output.plain(event)
                case .human, .accessible: return output.human(event)
                }
            }
            if let busMap {
                busMap.show(try poller.service(at: moment), lines: lines)
            } else {
                lines.forEach(context.output)
            }
            for event in events { notifier?(output.message(event.change)) }
            if polls == 0, events.isEmpty, context.terminal.mode.isForPeople {
                // Changes only from here on; without this line the first minutes look like nothing works.
                context.note(context.strings.watchNothingYet)
            }
            polls += 1
            if let count, polls >= count { break }
            interrupt.pause(interval, sleep: context.world.sleep)
        }
        busMap?.end()
        if let signal = interrupt.received {
            context.note(LocalizedText("Stopped watching.", de: "Beobachtung beendet.").text(in: context.language))
            return signal.exitStatus
        }
        return .success
    }

    private static func subject(_ action: WatchAction, target: String) throws -> WatchSubject {
        guard action == .bus else { return .stop(target) }
        guard let busId = Int64(target.trimmingCharacters(in: .whitespaces)), busId >= 0 else {
            throw UsageError(
                .invalidValue(
                    target, for: "<target>",
                    reason: LocalizedText(
                        "a bus is named by its number", de: "ein Bus wird mit seiner Nummer angegeben")))
        }
        return .bus(busId)
    }

    /// `--alert` without a duration given, with `--until alert`.
    static let defaultAlertSeconds = 5.0 * 60

    /// `--until pickup` or `--until alert`: the moments there are to wait for.
    private static func until(_ context: CommandContext) throws -> WatchRequestRun.Until? {
        guard let text = context.options.value(Self.until) else { return nil }
        guard let until = WatchRequestRun.Until(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased())
        else {
            throw UsageError(
                .invalidValue(
                    text, for: Self.until.synopsis,
                    reason: LocalizedText(
                        "the moments to wait for are 'pickup' and 'alert'",
                        de: "die Zeitpunkte zum Abwarten sind 'pickup' und 'alert'")))
        }
        return until
    }

    private static func interval(_ context: CommandContext) throws -> Double? {
        guard let text = context.options.value(Self.interval) else { return nil }
        guard let seconds = Double(text), seconds.isFinite, seconds >= PollInterval.smallestAllowedSeconds else {
            throw UsageError(
                .invalidValue(
                    text, for: Self.interval.synopsis,
                    reason: LocalizedText(
                        "expected a number of seconds, at least 1",
                        de: "erwartet wird eine Zahl von Sekunden, mindestens 1")))
        }
        return seconds
    }

    /// Trouble that may pass: the watch goes on and says so once. Asked of the domain (what went
    /// wrong), not of the exit code a message would end with, so remapping a code cannot change it.
    private static func isConnectionTrouble(_ error: ClientError) -> Bool {
        error.isConnectivityFailure || error.isServerAnswerProblem
    }
}
