import CitizenClient

/// `buerger stop STOP [--limit N] [--all]` (#SF_C9, #SF_C2, #SF_C6).
struct StopCommand: Command {
    static let defaultLimit = 5

    static let limit = OptionSpec(
        "limit", value: "n",
        help: LocalizedText(
            "Show this many departures.", de: "So viele Abfahrten zeigen."), defaultValue: String(defaultLimit))
    static let all = OptionSpec(
        "all",
        help: LocalizedText(
            "Show every departure left today.", de: "Alle restlichen Abfahrten von heute zeigen."))

    let spec = CommandSpec(
        name: "stop",
        abstract: LocalizedText(
            "Show the next departures at a stop, with free seats.",
            de: "Die nächsten Abfahrten an einer Haltestelle zeigen, mit freien Plätzen."),
        arguments: [
            ArgumentSpec(
                "stop",
                help: LocalizedText(
                    "A stop id, a unique part of its name, or a saved alias such as @zuhause (a saved place: the stop nearest to it).",
                    de: "Nummer der Haltestelle, eindeutiger Teil des Namens oder gespeicherter Name wie @zuhause "
                        + "(ein gespeicherter Ort: die Haltestelle am nächsten daran)."),
                completes: .stop, joinsWords: true)
        ],
        options: [Self.limit, Self.all, CommandDeadline.option],
        examples: [
            CommandExample(
                "buerger stop \"Weilerbach Rathaus\"",
                LocalizedText(
                    "The next five departures at Weilerbach Rathaus.",
                    de: "Die nächsten fünf Abfahrten an Weilerbach Rathaus.")),
            CommandExample(
                "buerger stop @zuhause --all",
                LocalizedText(
                    "Every departure left today at the stop saved as @zuhause.",
                    de: "Alle restlichen Abfahrten heute an der als @zuhause gespeicherten Haltestelle.")),
            CommandExample(
                "buerger stop 1 --json",
                LocalizedText(
                    "Departures at stop 1 for a script.", de: "Abfahrten an Haltestelle 1 für ein Skript.")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let deadline = try CommandDeadline.seconds(context)
        let limit = try context.positiveInteger(Self.limit)
        let all = context.options.isSet(Self.all)
        if all, limit != nil { throw UsageError(.mutuallyExclusive(Self.limit.flag, Self.all.flag)) }
        let argument = context.argument(0) ?? ""
        let count: CitizenService.DepartureCount = all ? .restOfDay : .next(limit ?? Self.defaultLimit)
        let board = try context.stopChoice.resolving(argument) {
            try context.service(deadlineSeconds: deadline).stopBoard($0, count: count)
        }
        let output = StopOutput(
            strings: context.strings, terminal: context.terminal, times: context.times,
            now: context.now)
        switch context.terminal.mode {
        case .json:
            context.outputJSON(output.json(board))
        case .plain:
            output.plain(board).forEach(context.output)
        case .human, .accessible:
            output.human(board).forEach(context.output)
            if board.departures.isEmpty { context.note(context.strings.noDepartures) }
        }
        return .success
    }
}
