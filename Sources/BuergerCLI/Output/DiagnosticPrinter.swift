import CitizenClient
import Foundation

/// Prints every error the same way on stderr: `buerger: <message>`, then indented next steps; under
/// `--json` also as one object on stdout, `{"error": {"code", "message", "suggestion", "candidates"}}`,
/// for scripts (the code from `ErrorCode`, the words in the user's language).
struct DiagnosticPrinter {
    let err: TextSink
    let strings: StringTable
    let language: Language
    /// Stdout, when the run asked for JSON; nil otherwise.
    var json: TextSink? = nil

    /// Reports the error and returns the exit code it stands for.
    @discardableResult
    func report(_ error: Error, commands: [CommandSpec]) -> ExitStatus {
        let words = words(for: error, commands: commands)
        print(words.message)
        if let usageLine = words.usageLine { err.write(usageLine + "\n") }
        words.nextSteps.forEach(indented)
        json?.write(Self.object(error, message: words.message, suggestion: words.nextSteps.last).serialized() + "\n")
        return ExitStatus(for: error)
    }

    /// The error as the member of a document that carries data besides it (`requests --json` with the
    /// list the journal knows): `{"code", "message", "suggestion", "candidates"}`.
    func member(for error: Error) -> JSONValue {
        let words = words(for: error, commands: [])
        guard case .object(let members) = Self.object(error, message: words.message, suggestion: words.nextSteps.last),
            let member = members.first?.1
        else { return .null }
        return member
    }

    /// The message, a usage error's usage line, and the next steps, in the user's language.
    private func words(
        for error: Error, commands: [CommandSpec]
    ) -> (message: String, usageLine: String?, nextSteps: [String]) {
        switch error {
        case let usage as UsageError:
            let spec = usage.commandName.flatMap { name in commands.first { $0.name == name } }
            return (
                message(for: usage.problem),
                "\(strings.usageLabel) \(spec?.usageLine(in: language) ?? "buerger \(strings.commandSynopsis)")",
                [strings.seeHelp(spec.map { "buerger \($0.name)" } ?? "buerger")]
            )
        case let failure as UserFacingError:
            return (failure.message(in: language), nil, failure.suggestion(in: language).map { [$0] } ?? [])
        case let command as CommandFailure:
            return (command.message.text(in: language), nil, command.suggestion.map { [$0.text(in: language)] } ?? [])
        default:
            return (
                strings.unexpectedError(String(describing: error)), nil,
                [Self.unexpectedErrorAdvice.text(in: language)]
            )
        }
    }

    /// The `--json` error object. `suggestion` is the next step (for a usage error the pointer to the
    /// help, not the usage line), `null` when there is none; `candidates` is `[]` without choices.
    static func object(_ error: Error, message: String, suggestion: String?) -> JSONValue {
        .object([
            (
                "error",
                .object([
                    ("code", .string(ErrorCode.of(error))),
                    ("message", .string(TextSanitizer.clean(message))),
                    ("suggestion", .optional(suggestion.map(TextSanitizer.clean))),
                    ("candidates", .array(ErrorCandidates.of(error))),
                ])
            )
        ])
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
            // "<request>" as the usage line shows it: "<Anfrage>" on a German screen.
            let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
            return strings.missingArgument("<\(Placeholder.word(bare, in: language))>")
        case .unexpectedArguments(let values):
            return strings.unexpectedArguments(values)
                + (Self.quotingHint(problem).map { " " + $0.text(in: language) } ?? "")
        case .invalidValue(let value, let option, let reason):
            let text = strings.invalidValue(value, for: option) + (reason.map { ": " + $0.text(in: language) } ?? "")
            return text.hasSuffix("?") || text.hasSuffix(".") ? text : text + "."
        case .mutuallyExclusive(let first, let second):
            return strings.mutuallyExclusive(first, second)
        case .invalidUse(let text):
            return text.text(in: language)
        }
    }

    /// Words left over where a name was expected are most likely a name of several words typed
    /// without quotes, where the command cannot tell which words belong to it (issue 24 §3).
    static func quotingHint(_ problem: UsageProblem) -> LocalizedText? {
        guard case .unexpectedArguments(let values) = problem, values.contains(where: { $0.contains { $0.isLetter } })
        else { return nil }
        return LocalizedText(
            "A name of several words goes in quotes, such as \"Weilerbach Rathaus\".",
            de: "Einen Namen aus mehreren Wörtern in Anführungszeichen setzen, etwa \"Weilerbach Rathaus\".")
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

/// A failure a command reports itself, with the exit code the contract gives it and the stable code
/// scripts read (the code of the domain problem it words, when it words one).
struct CommandFailure: Error, Equatable {
    /// A `FailureCode`, or the code of the problem it tells (`ErrorCode`).
    let code: String
    let message: LocalizedText
    let suggestion: LocalizedText?
    let status: ExitStatus
    /// The problem told in these words, for its choices (`candidates` in the `--json` error object).
    let cause: RequestProblem?

    init(
        _ code: FailureCode, _ message: LocalizedText, suggestion: LocalizedText? = nil,
        status: ExitStatus = .failure
    ) {
        self.code = code.rawValue
        self.message = message
        self.suggestion = suggestion
        self.status = status
        self.cause = nil
    }

    /// The problem in its own words, ending with `status` instead of the problem's own exit code.
    init(telling problem: RequestProblem, status: ExitStatus) {
        self.code = ErrorCode.of(problem)
        self.message = LocalizedText(problem.message(in: .english), de: problem.message(in: .german))
        self.suggestion = problem.suggestion(in: .english).map {
            LocalizedText($0, de: problem.suggestion(in: .german) ?? $0)
        }
        self.status = status
        self.cause = problem
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
