import CitizenClient

/// A stable, English, kebab-case name for an error, for scripts to branch on beside the localised
/// message (`errorCode` in `request-stop --from-file --json`): the case of the domain error that
/// caused it (`time-in-past`, `stop-not-found`, `far-from-routes`), its inner case for a stop that
/// could not be found, `way-back-…` for the way back. The list is in docs/requests.md.
enum ErrorCode {
    static func of(_ error: Error) -> String {
        switch error {
        case RequestProblem.stop(let inner): return of(inner)
        case RequestProblem.wayBack(let inner): return "way-back-" + of(inner)
        case let failure as CommandFailure where failure.status == .gaveUp: return "not-sent-yet"
        case let problem as BatchRowProblem: return caseName(problem.reason)
        default: return caseName(error)
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
