import CitizenClient

/// `buerger completion bash|zsh|fish` prints a completion script; the scripts call
/// `buerger completion complete -- WORDS…` for the candidates of the word under the cursor.
struct CompletionCommand: Command {
    let spec = CommandSpec(
        name: "completion",
        abstract: LocalizedText(
            "Print a shell completion script (bash, zsh or fish).",
            de: "Ein Skript zur Vervollständigung in der Shell ausgeben (bash, zsh oder fish)."),
        arguments: [
            ArgumentSpec(
                "shell",
                help: LocalizedText(
                    "bash, zsh or fish. The script completes commands, options, stop names and @aliases; it calls "
                        + "'buerger completion complete -- WORDS', which reads only saved data, never the network.",
                    de: "bash, zsh oder fish. Das Skript ergänzt Befehle, Optionen, Haltestellen und @Namen; es ruft "
                        + "'buerger completion complete -- WÖRTER' auf, das nur gespeicherte Daten liest, nie das Netz."
                ),
                variadic: true)
        ],
        subcommands: Subcommands(
            CompletionAction.specs,
            unknownWord: .invalidValue(
                reason: LocalizedText(
                    "use \(CompletionAction.shellNames)", de: "bitte \(CompletionAction.shellNames)"))),
        examples: [
            CommandExample(
                "source <(buerger completion bash)",
                LocalizedText(
                    "Complete buerger in this bash; add the line to ~/.bashrc to keep it.",
                    de: "buerger in dieser bash vervollständigen; in ~/.bashrc eintragen, um es zu behalten.")),
            CommandExample(
                "buerger completion fish > ~/.config/fish/completions/buerger.fish",
                LocalizedText(
                    "Install the completion for fish.", de: "Die Vervollständigung für fish einrichten.")),
            CommandExample(
                "buerger completion zsh > \"${fpath[1]}/_buerger\"",
                LocalizedText(
                    "Install the completion for zsh (then restart zsh).",
                    de: "Die Vervollständigung für zsh einrichten (danach zsh neu starten).")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        // The parser has checked the word and that a shell takes nothing after it.
        switch CompletionAction.picked(context.subcommand) {
        case .complete:
            engine(context).candidates(for: context.arguments).forEach { context.output($0.line) }
        case .script(let script):
            context.terminal.document(script.text)
        case nil:
            return .failure
        }
        return .success
    }

    private func engine(_ context: CommandContext) -> CompletionEngine {
        let stops = CachedStops(
            aliases: context.config.aliases ?? [:], cacheHome: context.paths.cacheDirectory,
            language: context.language, timeZone: context.timeZone, clock: context.world.clock)
        return CompletionEngine(
            commands: CommandTable.commands.map(\.spec) + [CommandTable.helpSpec],
            globalOptions: GlobalOptions.specs, configKeys: ConfigKey.allCases.map(\.rawValue),
            language: context.language,
            stopLookup: { prefix, server in
                let address = (try? server.map { try ServerAddress($0) }) ?? (try? context.serverAddress())
                return address.map { stops.candidates(prefix: prefix, server: $0) } ?? []
            })
    }
}
