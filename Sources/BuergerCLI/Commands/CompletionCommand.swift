import CitizenClient

/// `buerger completion bash|zsh|fish` prints a completion script; the scripts call
/// `buerger completion complete -- WORDS…` for the candidates of the word under the cursor.
struct CompletionCommand: Command {
    /// The action the scripts use; not a shell, so usage and completion leave it out.
    static let completeAction = "complete"

    let spec = CommandSpec(
        name: "completion",
        abstract: LocalizedText("Print a shell completion script (bash, zsh or fish).",
                                de: "Ein Skript zur Vervollständigung in der Shell ausgeben (bash, zsh oder fish)."),
        usage: "(bash | zsh | fish)",
        arguments: [ArgumentSpec("shell", help: LocalizedText(
            "bash, zsh or fish. The script completes commands, options, stop names and @aliases; it calls "
                + "'buerger completion complete -- WORDS', which reads only saved data, never the network.",
            de: "bash, zsh oder fish. Das Skript ergänzt Befehle, Optionen, Haltestellen und @Namen; es ruft "
                + "'buerger completion complete -- WÖRTER' auf, das nur gespeicherte Daten liest, nie das Netz."),
            variadic: true)],
        examples: [
            CommandExample("source <(buerger completion bash)", LocalizedText(
                "Complete buerger in this bash; add the line to ~/.bashrc to keep it.",
                de: "buerger in dieser bash vervollständigen; in ~/.bashrc eintragen, um es zu behalten.")),
            CommandExample("buerger completion fish > ~/.config/fish/completions/buerger.fish", LocalizedText(
                "Install the completion for fish.", de: "Die Vervollständigung für fish einrichten.")),
            CommandExample("buerger completion zsh > \"${fpath[1]}/_buerger\"", LocalizedText(
                "Install the completion for zsh (then restart zsh).",
                de: "Die Vervollständigung für zsh einrichten (danach zsh neu starten).")),
        ])

    func run(_ context: CommandContext) throws -> ExitStatus {
        let arguments = context.arguments
        guard let first = arguments.first else { throw UsageError(.missingArgument("<shell>")) }
        if first == Self.completeAction {
            engine(context).candidates(for: Array(arguments.dropFirst())).forEach { context.output($0.line) }
            return .success
        }
        guard let script = CompletionScript(rawValue: first) else {
            let names = CompletionScript.allCases.map(\.rawValue)
            throw UsageError(.invalidValue(first, for: "<shell>", reason: LocalizedText(
                "use \(names.joined(separator: ", "))", de: "bitte \(names.joined(separator: ", "))")))
        }
        if arguments.count > 1 { throw UsageError(.unexpectedArguments(Array(arguments.dropFirst()))) }
        context.terminal.out.write(script.text)
        return .success
    }

    private func engine(_ context: CommandContext) -> CompletionEngine {
        let stops = CachedStops(aliases: context.config.aliases ?? [:], cacheHome: context.paths.cacheDirectory,
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
