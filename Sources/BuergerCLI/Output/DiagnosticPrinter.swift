import CitizenClient

/// Prints every error the same way on stderr: `buerger: <message>`, then indented next steps.
struct DiagnosticPrinter {
    let err: TextSink
    let strings: StringTable
    let language: Language

    /// Reports the error and returns the exit code it stands for.
    @discardableResult
    func report(_ error: Error, commands: [CommandSpec]) -> ExitStatus {
        switch error {
        case let usage as UsageError:
            print(message(for: usage.problem))
            let spec = usage.commandName.flatMap { name in commands.first { $0.name == name } }
            err.write("\(strings.usageLabel) \(spec?.usageLine ?? "buerger \(strings.commandSynopsis)")\n")
            indented(strings.seeHelp(spec.map { "buerger \($0.name)" } ?? "buerger"))
        case let failure as UserFacingError:
            print(failure.message(in: language))
            if let suggestion = failure.suggestion(in: language) { indented(suggestion) }
        case let command as CommandFailure:
            print(command.message.text(in: language))
            if let suggestion = command.suggestion { indented(suggestion.text(in: language)) }
        default:
            print(strings.unexpectedError(String(describing: error)))
            indented(Self.unexpectedErrorAdvice.text(in: language))
        }
        return ExitStatus(for: error)
    }

    func message(for problem: UsageProblem) -> String {
        switch problem {
        case .missingCommand:
            return strings.missingCommand
        case .unknownCommand(let name, let suggestion):
            return strings.unknownCommand(name) + (suggestion.map { " " + strings.didYouMean($0) } ?? "")
        case .unknownOption(let name, let suggestion):
            return strings.unknownOption(name) + (suggestion.map { " " + strings.didYouMean($0) } ?? "")
        case .missingValue(let option):
            return strings.missingValue(option)
        case .flagTakesNoValue(let option, let value):
            return strings.flagTakesNoValue(option, value: value)
        case .missingArgument(let name):
            return strings.missingArgument(name)
        case .unexpectedArguments(let values):
            return strings.unexpectedArguments(values)
        case .invalidValue(let value, let option, let reason):
            let text = strings.invalidValue(value, for: option) + (reason.map { ": " + $0.text(in: language) } ?? "")
            return text.hasSuffix("?") || text.hasSuffix(".") ? text : text + "."
        case .mutuallyExclusive(let first, let second):
            return strings.mutuallyExclusive(first, second)
        case .invalidUse(let text):
            return text.text(in: language)
        }
    }

    /// An error no one worded is a fault in buerger: nothing the person typed can mend it, so the
    /// next step is to pass it on.
    static let unexpectedErrorAdvice = LocalizedText(
        "If it happens again, write down the command and this message for whoever set up buerger for you.",
        de:
            "Wenn es wieder passiert, notieren Sie den Befehl und diese Meldung für die Person, die buerger für Sie eingerichtet hat."
    )

    /// Messages may quote server or user text, so they are sanitized like any other output.
    private func print(_ line: String) {
        err.write("buerger: " + TextSanitizer.clean(line) + "\n")
    }

    private func indented(_ line: String) {
        err.write("  " + TextSanitizer.clean(line) + "\n")
    }
}

/// A failure a command reports itself, with the exit code the contract gives it.
struct CommandFailure: Error, Equatable {
    let message: LocalizedText
    let suggestion: LocalizedText?
    let status: ExitStatus

    init(_ message: LocalizedText, suggestion: LocalizedText? = nil, status: ExitStatus = .failure) {
        self.message = message
        self.suggestion = suggestion
        self.status = status
    }
}

extension ExitStatus {
    /// The one place errors become exit codes (cli-contract "Exit codes").
    init(for error: Error) {
        switch error {
        case is UsageError: self = .usage
        case let failure as UserFacingError: self = failure.exitStatus
        case let command as CommandFailure: self = command.status
        default: self = .failure
        }
    }
}
