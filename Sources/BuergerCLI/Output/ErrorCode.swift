import CitizenClient

/// A stable, English, kebab-case name for an error, for scripts to branch on beside the localised
/// message (`errorCode` of a batch row, `code` of the `--json` error object): the case of the domain
/// error that caused it (`time-in-past`, `stop-not-found`, `far-from-routes`), its inner case for a
/// stop that could not be found or a request the server refused, `way-back-…` for the way back, the
/// case of a usage problem (`unknown-option`), a command's own `FailureCode`. The one table of codes;
/// the list is in docs/usage.md and docs/requests.md (ErrorCodeTests keeps it complete).
enum ErrorCode {
    static func of(_ error: Error) -> String {
        switch error {
        case RequestProblem.stop(let inner): return of(inner)
        case RequestProblem.wayBack(let inner): return "way-back-" + of(inner)
        case RequestSendError.rejected(let inner, _): return of(inner)
        case let failure as CommandFailure: return failure.code
        case let usage as UsageError: return caseName(usage.problem)
        case let problem as BatchRowProblem: return caseName(problem.reason)
        case is OutputFailure: return "output-not-writable"
        case let error as ClientError: return caseName(error)
        case let error as RequestProblem: return caseName(error)
        case let error as RequestSendError: return caseName(error)
        case let error as RequestLookupError: return caseName(error)
        case let error as BatchFileProblem: return caseName(error)
        // Nothing worded it: a fault in buerger, not in what was typed (DiagnosticPrinter says so).
        default: return "unexpected"
        }
    }

    /// `timeInPast(typed:tomorrow:)` → `time-in-past`; a case without values by its own name. An
    /// acronym is one word: `notJSONObject` → `not-json-object`.
    static func caseName(_ value: Any) -> String {
        let name = Array(
            (Mirror(reflecting: value).children.first?.label ?? String(describing: value))
                .prefix(while: { $0 != "(" }))
        var code = ""
        for (index, character) in name.enumerated() {
            if character.isUppercase, index > 0 {
                let afterLower = !name[index - 1].isUppercase
                let endsAcronym = index + 1 < name.count && name[index + 1].isLowercase
                if afterLower || endsAcronym { code.append("-") }
            }
            code.append(Character(character.lowercased()))
        }
        return code
    }
}
