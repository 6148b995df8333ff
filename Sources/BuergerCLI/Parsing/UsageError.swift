/// What is wrong with a command line. Carries facts only; `UsageMessages` words them per language.
public enum UsageProblem: Equatable, Sendable {
    case missingCommand
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case flagTakesNoValue(option: String, value: String)
    case missingArgument(String)
    case unexpectedArguments([String])
    case invalidValue(String, for: String, reason: LocalizedText?)
    case mutuallyExclusive(String, String)
    /// A rule a command checks after parsing, worded by the command.
    case invalidUse(LocalizedText)
}

/// A command line that cannot run: exit 2, message and usage line on stderr.
public struct UsageError: Error, Equatable, Sendable {
    public let problem: UsageProblem
    /// The command whose usage line to show; nil for problems before a command was named.
    public let commandName: String?

    public init(_ problem: UsageProblem, command commandName: String? = nil) {
        self.problem = problem
        self.commandName = commandName
    }
}
