import CitizenClient
import Foundation

/// Parse, resolve the globals, decide the terminal, then run one command and turn its outcome into an
/// exit code. Every error leaves through the one `DiagnosticPrinter`.
struct CommandRunner {
    let world: World
    let commands: [Command]
    /// Shown, after a command ran, which of its options it read: tests fail on one its spec does not
    /// declare (a slip in the code that would read nothing for ever).
    var optionsRead: (_ command: CommandSpec, _ reads: OptionReadLog) -> Void = { _, _ in }

    private var specs: [CommandSpec] { commands.map(\.spec) + [CommandTable.helpSpec] }

    func run(_ arguments: [String]) -> ExitStatus {
        let paths = BuergerPaths(environment: world.variables)
        let loadedConfig = Result { try ConfigStore(file: paths.configFile).load() }
        let config = (try? loadedConfig.get()) ?? BuergerConfig()
        let parser = CommandLineParser(globalOptions: GlobalOptions.specs, commands: specs)
        let parsed = parser.parse(arguments)
            .flatMap { line in GlobalOptions.resolve(line.globals, environment: world.variables).map { (line, $0) } }
        guard case .success(let (line, globals)) = parsed else {
            if case .failure(let error) = parsed {
                var options = GlobalOptions()
                options.json = arguments.contains(GlobalOption.json.flag)
                let terminal = decide(options, config: config)
                defer { terminal.flush() }
                return printer(
                    terminal, language: language(option: Self.prescanLanguage(arguments), config: config),
                    json: options.json
                ).report(error, commands: specs)
            }
            return .failure
        }
        let language = language(option: globals.language, config: config)
        let terminal = decide(globals, config: config)
        defer { terminal.flush() }
        let status = perform(
            line.action, globals: globals, terminal: terminal, language: language, paths: paths,
            loadedConfig: loadedConfig)
        return checkedOutput(status, terminal: terminal, language: language)
    }

    /// The terminal as this run uses it, decided once.
    private func decide(_ globals: GlobalOptions, config: BuergerConfig) -> Terminal {
        Terminal.decide(
            world.terminal, variables: world.variables, options: globals, configAccessible: config.accessible == true)
    }

    /// The parsed command line's action, with the terminal decided.
    private func perform(
        _ action: ParsedAction, globals: GlobalOptions, terminal: Terminal, language: Language,
        paths: BuergerPaths, loadedConfig: Result<BuergerConfig, Error>
    ) -> ExitStatus {
        let config = (try? loadedConfig.get()) ?? BuergerConfig()
        let strings = Strings.table(for: language)
        let help = HelpRenderer(strings: strings, language: language, width: terminal.width)
        switch action {
        case .version:
            terminal.line("buerger \(BuergerVersion.current)")
            return .success
        case .help(nil) where (terminal.mode == .accessible):
            terminal.out.write(
                AccessibleHelp(strings: strings, language: language)
                    .overview(commands: specs, globalOptions: GlobalOptions.specs))
            return .success
        case .help(nil):
            terminal.out.write(help.overview(commands: specs, globalOptions: GlobalOptions.specs))
            return .success
        case .help(let spec?):
            let helpOption = GlobalOption.help
            terminal.out.write(
                (terminal.mode == .accessible)
                    ? AccessibleHelp(strings: strings, language: language).command(spec, helpOption: helpOption)
                    : help.command(spec, helpOption: helpOption))
            return .success
        case .run(let spec, let subcommand, let arguments, let options):
            let printer = printer(terminal, language: language, json: globals.json)
            guard let command = commands.first(where: { $0.spec.name == spec.name }) else { return .failure }
            defer { optionsRead(spec, options.reads) }
            do {
                // A broken config file stops every command but `config`, which is how it gets mended.
                if spec.name != "config" { _ = try loadedConfig.get() }
                let timeZone = EffectiveSettings.timeZone(config: config, environment: world.variables).0
                let context = CommandContext(
                    subcommand: subcommand, arguments: arguments, options: options, globals: globals,
                    terminal: terminal,
                    language: language, strings: strings, now: try now(globals, timeZone: timeZone),
                    timeZone: timeZone, paths: paths, config: config, world: world)
                return try command.run(context)
            } catch let usage as UsageError where usage.commandName == nil {
                return printer.report(UsageError(usage.problem, command: spec.name), commands: specs)
            } catch {
                return printer.report(error, commands: specs)
            }
        }
    }

    /// Output that could not be written is said once, now that the run is over, and turns a success
    /// into exit 1 (a command's own failure code says more and stays). A reader that has gone
    /// (`| head -1`) got what it wanted: no message, no other code.
    private func checkedOutput(_ status: ExitStatus, terminal: Terminal, language: Language) -> ExitStatus {
        terminal.out.flush()
        guard let reason = world.terminal.out.writeFailure else { return status }
        let failure = OutputFailure(reason: reason)
        guard !failure.isClosedPipe else { return status }
        // Said on stderr only: stdout is what could not be written.
        printer(terminal, language: language, json: false).report(failure, commands: specs)
        return status == .success ? failure.exitStatus : status
    }

    /// The one printer of the run's errors; under `--json` it also puts the error object on stdout.
    private func printer(_ terminal: Terminal, language: Language, json: Bool) -> DiagnosticPrinter {
        DiagnosticPrinter(
            err: terminal.err, strings: Strings.table(for: language), language: language,
            json: json ? terminal.out : nil)
    }

    private func language(option: Language?, config: BuergerConfig) -> Language {
        EffectiveSettings.language(option: option, config: config, environment: world.variables).0
    }

    /// For wording a usage error when parsing failed: a `--lang de`/`--lang=de` anywhere still counts.
    static func prescanLanguage(_ arguments: [String]) -> Language? {
        for (index, argument) in arguments.enumerated() {
            let flag = GlobalOption.lang.flag
            if argument.hasPrefix(flag + "=") { return Language(rawValue: String(argument.dropFirst(flag.count + 1))) }
            if argument == flag, arguments.indices.contains(index + 1) {
                return Language(rawValue: arguments[index + 1])
            }
        }
        return nil
    }

    private func now(_ globals: GlobalOptions, timeZone: TimeZone) throws -> Date {
        let real = world.clock()
        guard let text = globals.now else { return real }
        guard let date = NowOption.parse(text, today: real, timeZone: timeZone) else {
            throw UsageError(
                .invalidValue(
                    text, for: GlobalOption.now.synopsis,
                    reason: LocalizedText(
                        "use ISO 8601 such as 2026-11-23T09:05:00+01:00 or 2026-11-23T09:05, or HH:MM for today",
                        de:
                            "bitte ISO 8601 wie 2026-11-23T09:05:00+01:00 oder 2026-11-23T09:05, oder HH:MM für heute angeben"
                    )))
        }
        return date
    }
}
