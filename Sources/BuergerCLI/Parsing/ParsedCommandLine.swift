/// What the user asked for, after parsing and before anything runs.
public enum ParsedAction: Equatable, Sendable {
    /// Run a command: the sub-command picked by its word (when the command has them), the arguments
    /// after that word, and the options.
    case run(CommandSpec, subcommand: SubcommandSpec?, arguments: [String], options: OptionValues)
    /// Show help: for one command, or the overview when nil.
    case help(CommandSpec?)
    case version
}

/// A parsed command line: the action and the global options that shape every command.
public struct ParsedCommandLine: Equatable, Sendable {
    public let action: ParsedAction
    public let globals: OptionValues
}
