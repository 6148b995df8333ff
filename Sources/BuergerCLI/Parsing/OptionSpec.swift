/// One option a command (or every command) accepts, described once for parsing, help and suggestions.
public struct OptionSpec: Equatable, Sendable {
    /// The long name without dashes: `limit` for `--limit`.
    public let name: String
    /// A one-letter alias without the dash: `q` for `-q`.
    public let short: Character?
    /// The name of the value in help (`n` shows as `--limit <n>`); nil for a flag that takes no value.
    public let valueName: String?
    public let help: LocalizedText
    /// Shown after the help text as "(default: …)".
    public let defaultValue: String?
    /// Shown after the help text as "(values: …)"; the parser does not enforce them, validation does.
    public let allowedValues: [String]
    /// Further words understood and completed (`Rollstuhl` beside `wheelchair`); the help names them
    /// in its own text.
    public let alsoAccepted: [String]
    /// What completion offers for the value beyond the words above.
    public let completes: CompletedValue

    public init(
        _ name: String, short: Character? = nil, value valueName: String? = nil, help: LocalizedText,
        defaultValue: String? = nil, allowedValues: [String] = [], alsoAccepted: [String] = [],
        completes: CompletedValue = .anything
    ) {
        self.alsoAccepted = alsoAccepted
        self.completes = completes
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
    }

    public var takesValue: Bool { valueName != nil }

    /// How messages name it: `--limit`.
    public var flag: String {
        "--" + name
    }

    /// How messages and help show it: `--limit <n>` or `--json`.
    public var synopsis: String {
        valueName.map { "\(flag) <\($0)>" } ?? flag
    }

    /// The help label: `-q, --quiet` or `--limit <n>`.
    public var label: String {
        short.map { "-\($0), \(synopsis)" } ?? synopsis
    }

    /// `synopsis` with its value in the person's language: `--near <Breite,Länge>`.
    func synopsis(in language: Language) -> String {
        valueName.map { "\(flag) <\(Placeholder.word($0, in: language))>" } ?? flag
    }

    /// `label` with its value in the person's language.
    func label(in language: Language) -> String {
        short.map { "-\($0), \(synopsis(in: language))" } ?? synopsis(in: language)
    }
}

/// One positional argument of a command.
public struct ArgumentSpec: Equatable, Sendable {
    /// The name of the argument, shown as `<stop>` in messages and `STOP` in usage lines.
    public let name: String
    public let help: LocalizedText
    public let isOptional: Bool
    /// Takes every remaining argument (only the last argument may).
    public let isVariadic: Bool
    /// What completion offers for it.
    public let completes: CompletedValue
    /// A name of several words typed without quotes (`buerger stop Weilerbach Rathaus`): the words left
    /// over after it are its own, joined with spaces (only the last argument may).
    public let joinsWords: Bool

    /// A sub-command's argument may go without help: the command's own argument list explains it.
    public init(
        _ name: String, help: LocalizedText = LocalizedText("", de: ""), optional: Bool = false,
        variadic: Bool = false, completes: CompletedValue = .anything, joinsWords: Bool = false
    ) {
        self.name = name
        self.joinsWords = joinsWords
        self.completes = completes
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }
}

/// A worked example for help: the command line and what it does.
public struct CommandExample: Equatable, Sendable {
    public let commandLine: String
    public let explanation: LocalizedText

    public init(_ commandLine: String, _ explanation: LocalizedText) {
        self.commandLine = commandLine
        self.explanation = explanation
    }
}

extension OptionSpec {
    /// The values help lists after the text, in `language`: none on a German screen when the German
    /// words are understood too, as the text itself names them ("(Werte: wheelchair, …)" after
    /// "Rollstuhl, Gepäck, …" was English on a German screen).
    func shownValues(in language: Language) -> [String] {
        language == .german && !alsoAccepted.isEmpty ? [] : allowedValues
    }
}
