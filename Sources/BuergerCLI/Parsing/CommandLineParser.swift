/// Turns arguments into a `ParsedCommandLine`, driven only by the command and option specs.
///
/// A pure function of its input: no environment, no output. Rules: subcommand first (global options may
/// come before it), options before or after arguments, `--opt value` and `--opt=value`, grouped short
/// flags (`-qv`), `--` ends options, `-h`/`--help` and `--version` win over other problems.
public struct CommandLineParser: Sendable {
    public let globalOptions: [OptionSpec]
    public let commands: [CommandSpec]
    /// The command whose positional arguments name another command (`help stop`).
    public let helpCommandName: String

    public init(globalOptions: [OptionSpec], commands: [CommandSpec], helpCommandName: String = "help") {
        self.globalOptions = globalOptions
        self.commands = commands
        self.helpCommandName = helpCommandName
    }

    public func parse(_ arguments: [String]) -> Result<ParsedCommandLine, UsageError> {
        var state = ParseState(globals: OptionValues(declared: globalOptions))
        var remaining = arguments[...]
        while let token = remaining.popFirst() {
            if token == "--", !state.optionsEnded {
                state.optionsEnded = true
            } else if state.optionsEnded || !Self.looksLikeOption(token) {
                acceptPositional(token, into: &state)
            } else if token.hasPrefix("--") {
                parseLong(token, remaining: &remaining, into: &state)
            } else {
                parseShortGroup(token, remaining: &remaining, into: &state)
            }
        }
        return finish(state, hadArguments: !arguments.isEmpty)
    }

    // MARK: - Tokens

    /// `-x`, `--x`: an option. `-`, `-5`, `-49.2,7.6`: a value (stdin, a number, a position).
    static func looksLikeOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token.count >= 2 else { return false }
        let second = token[token.index(after: token.startIndex)]
        return !(second.isNumber || second == ".")
    }

    private func acceptPositional(_ token: String, into state: inout ParseState) {
        if state.command == nil, state.commandToken == nil {
            state.commandToken = token
            state.command = commands.first { $0.name == token }
            if let command = state.command {
                state.commandOptions = OptionValues(declared: command.options)
            } else {
                let suggestion = Suggestion.closest(to: token, among: commands.map(\.name))
                state.fail(UsageError(.unknownCommand(token, suggestion: suggestion)))
            }
        } else {
            state.positionals.append(token)
        }
    }

    private func knownOptions(_ state: ParseState) -> [OptionSpec] {
        globalOptions + (state.command?.options ?? [])
    }

    private func isGlobal(_ option: OptionSpec) -> Bool {
        globalOptions.contains { $0.name == option.name }
    }

    private func parseLong(_ token: String, remaining: inout ArraySlice<String>, into state: inout ParseState) {
        let body = token.dropFirst(2)
        let name: String
        var inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
        }
        let known = knownOptions(state)
        guard let option = known.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.closest(to: name, among: known.map(\.name)).map { "--\($0)" }
            state.fail(UsageError(.unknownOption("--\(name)", suggestion: suggestion), command: state.command?.name))
            return
        }
        if !option.takesValue, let value = inlineValue {
            state.fail(UsageError(.flagTakesNoValue(option: "--\(name)", value: value), command: state.command?.name))
            return
        }
        let value = option.takesValue ? (inlineValue ?? takeValue(from: &remaining)) : nil
        if option.takesValue, value == nil {
            state.fail(UsageError(.missingValue(option: option.synopsis), command: state.command?.name))
            return
        }
        state.record(option, value: value, global: isGlobal(option))
    }

    private func parseShortGroup(_ token: String, remaining: inout ArraySlice<String>, into state: inout ParseState) {
        var letters = token.dropFirst()
        while let letter = letters.popFirst() {
            guard let option = knownOptions(state).first(where: { $0.short == letter }) else {
                // Short flags get no suggestion: one letter is too little to guess from.
                state.fail(UsageError(.unknownOption("-\(letter)", suggestion: nil), command: state.command?.name))
                return
            }
            guard option.takesValue else {
                state.record(option, value: nil, global: isGlobal(option))
                continue
            }
            // `-n3` carries its value; `-n 3` takes the next argument.
            let value = letters.isEmpty ? takeValue(from: &remaining) : String(letters)
            guard let value else {
                state.fail(UsageError(.missingValue(option: option.synopsis), command: state.command?.name))
                return
            }
            state.record(option, value: value, global: isGlobal(option))
            return
        }
    }

    /// The next argument as an option's value, unless it is itself an option or `--`.
    private func takeValue(from remaining: inout ArraySlice<String>) -> String? {
        guard let next = remaining.first, next != "--", !Self.looksLikeOption(next) else { return nil }
        return remaining.popFirst()
    }

    // MARK: - Result

    private func finish(_ state: ParseState, hadArguments: Bool) -> Result<ParsedCommandLine, UsageError> {
        let globals = state.globals
        if globals.isSet(GlobalOption.help) {
            return .success(ParsedCommandLine(action: .help(helpTarget(state)), globals: globals))
        }
        if globals.isSet(GlobalOption.version) {
            return .success(ParsedCommandLine(action: .version, globals: globals))
        }
        if let error = state.firstError {
            return .failure(error)
        }
        guard let command = state.command else {
            return hadArguments
                ? .failure(UsageError(.missingCommand))
                : .success(ParsedCommandLine(action: .help(nil), globals: globals))
        }
        if command.name == helpCommandName {
            return helpRequest(state.positionals, globals: globals)
        }
        if let problem = arityProblem(state.positionals, arguments: command.arguments) {
            return .failure(UsageError(problem, command: command.name))
        }
        return subcommand(of: command, in: state.positionals).map { subcommand, arguments in
            ParsedCommandLine(
                action: .run(
                    command, subcommand: subcommand, arguments: arguments,
                    options: state.commandOptions), globals: globals)
        }
    }

    /// The sub-command the first argument names and the arguments after it, checked against its own.
    private func subcommand(of command: CommandSpec, in positionals: [String])
        -> Result<(SubcommandSpec?, [String]), UsageError>
    {
        guard let subcommands = command.subcommands else {
            return .success((nil, Self.joined(positionals, arguments: command.arguments)))
        }
        guard let word = positionals.first else {
            return subcommands.isOptional
                ? .success((nil, []))
                : .failure(
                    UsageError(
                        .missingArgument("<\(command.arguments.first?.name ?? "command")>"),
                        command: command.name))
        }
        guard let choice = subcommands.named(word) else {
            return .failure(UsageError(unknownSubcommand(word, of: command, subcommands), command: command.name))
        }
        let arguments = Array(positionals.dropFirst())
        if let problem = arityProblem(arguments, arguments: choice.arguments) {
            return .failure(UsageError(problem, command: command.name))
        }
        return .success((choice, Self.joined(arguments, arguments: choice.arguments)))
    }

    /// The words after the last argument joined to it, where it takes a name of several words.
    private static func joined(_ positionals: [String], arguments: [ArgumentSpec]) -> [String] {
        guard let last = arguments.last, last.joinsWords, positionals.count > arguments.count else {
            return positionals
        }
        let kept = positionals.prefix(arguments.count - 1)
        return Array(kept) + [positionals.dropFirst(kept.count).joined(separator: " ")]
    }

    private func unknownSubcommand(_ word: String, of command: CommandSpec, _ subcommands: Subcommands) -> UsageProblem
    {
        switch subcommands.unknownWordReply {
        case .unknownCommand:
            let suggestion = Suggestion.closest(to: word, among: subcommands.listed.map(\.name))
            return .unknownCommand("\(command.name) \(word)", suggestion: suggestion.map { "\(command.name) \($0)" })
        case .invalidValue(let reason):
            return .invalidValue(word, for: "<\(command.arguments.first?.name ?? "command")>", reason: reason)
        }
    }

    /// `buerger stop --help` and `buerger help stop` show the same text; `buerger help --help` the overview.
    private func helpTarget(_ state: ParseState) -> CommandSpec? {
        guard let command = state.command, command.name != helpCommandName else {
            return state.positionals.first.flatMap { name in commands.first { $0.name == name } }
        }
        return command
    }

    private func helpRequest(_ names: [String], globals: OptionValues) -> Result<ParsedCommandLine, UsageError> {
        guard let name = names.first else {
            return .success(ParsedCommandLine(action: .help(nil), globals: globals))
        }
        guard names.count == 1 else {
            return .failure(UsageError(.unexpectedArguments(Array(names.dropFirst())), command: helpCommandName))
        }
        guard let target = commands.first(where: { $0.name == name }) else {
            let suggestion = Suggestion.closest(to: name, among: commands.map(\.name))
            return .failure(UsageError(.unknownCommand(name, suggestion: suggestion), command: helpCommandName))
        }
        return .success(ParsedCommandLine(action: .help(target), globals: globals))
    }

    private func arityProblem(_ positionals: [String], arguments: [ArgumentSpec]) -> UsageProblem? {
        let required = arguments.filter { !$0.isOptional }
        if positionals.count < required.count {
            return .missingArgument("<\(required[positionals.count].name)>")
        }
        let acceptsAny = (arguments.last?.isVariadic ?? false) || (arguments.last?.joinsWords ?? false)
        if !acceptsAny, positionals.count > arguments.count {
            return .unexpectedArguments(Array(positionals.dropFirst(arguments.count)))
        }
        return nil
    }
}

/// What the parser has seen so far.
private struct ParseState {
    var command: CommandSpec?
    var commandToken: String?
    var positionals: [String] = []
    var globals: OptionValues
    var commandOptions = OptionValues()
    var optionsEnded = false
    var firstError: UsageError?

    mutating func record(_ option: OptionSpec, value: String?, global: Bool) {
        if global {
            globals.record(option, value: value)
        } else {
            commandOptions.record(option, value: value)
        }
    }

    /// Keeps the first problem but goes on, so that a later `--help` still shows help.
    mutating func fail(_ error: UsageError) {
        if firstError == nil { firstError = error }
    }
}
