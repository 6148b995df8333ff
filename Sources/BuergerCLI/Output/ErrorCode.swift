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

    /// `timeInPast(typed:tomorrow:)` → `time-in-past`; a case without values by its own name.
    static func caseName(_ value: Any) -> String {
        let name = Mirror(reflecting: value).children.first?.label ?? String(describing: value)
        var code = ""
        for character in name.prefix(while: { $0 != "(" }) {
            if character.isUppercase, !code.isEmpty { code.append("-") }
            code.append(Character(character.lowercased()))
        }
        return code
    }
}
