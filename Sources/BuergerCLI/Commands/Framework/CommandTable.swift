/// The commands that exist, in the order `buerger help` lists them. Only real commands: `help` lists
/// what this table holds, and nothing else.
enum CommandTable {
    static let commands: [Command] = [
        StopsCommand(), StopCommand(), BusCommand(), MapCommand(), LinesCommand(), ConfigCommand(),
        WatchCommand(), RequestStopCommand(), StatusCommand(), RequestsCommand(), CancelCommand(), ForgetCommand(),
        CompletionCommand(), ManualCommand(),
    ]

    /// `help` is handled by the parser and the runner; it has a spec for listing and suggestions only.
    static let helpSpec = CommandSpec(
        name: "help",
        abstract: LocalizedText("Show help for a command.", de: "Hilfe zu einem Befehl anzeigen."),
        arguments: [
            ArgumentSpec(
                "command",
                help: LocalizedText(
                    "The command to explain.", de: "Der Befehl, der erklärt werden soll."), optional: true,
                completes: .command)
        ],
        examples: [
            CommandExample(
                "buerger help stop",
                LocalizedText(
                    "Explain the stop command.", de: "Den Befehl stop erklären.")),
            CommandExample("buerger help", LocalizedText("List all commands.", de: "Alle Befehle auflisten.")),
        ])
}
