/// The options given on a command line, by long name. A later occurrence overrides an earlier one.
public struct OptionValues: Equatable, Sendable {
    private var values: [String: String] = [:]
    private var occurrences: [String: Int] = [:]

    public init() {}

    mutating func record(_ name: String, value: String?) {
        values[name] = value ?? ""
        occurrences[name, default: 0] += 1
    }

    /// How often the option was given: `-vv` is `verbose` twice.
    public func count(_ name: String) -> Int {
        occurrences[name] ?? 0
    }

    /// Whether the option was given at all.
    public func isSet(_ name: String) -> Bool {
        values[name] != nil
    }

    /// The value of an option that takes one; nil when it was not given.
    public func value(_ name: String) -> String? {
        values[name]
    }
}

/// What the user asked for, after parsing and before anything runs.
public enum ParsedAction: Equatable, Sendable {
    /// Run a command with its arguments and options.
    case run(CommandSpec, arguments: [String], options: OptionValues)
    /// Show help: for one command, or the overview when nil.
    case help(CommandSpec?)
    case version
}

/// A parsed command line: the action and the global options that shape every command.
public struct ParsedCommandLine: Equatable, Sendable {
    public let action: ParsedAction
    public let globals: OptionValues
}
