import CitizenClient

/// The choices an error offers (`candidates` in the `--json` error object): the stops a name could
/// mean, the lines a request could go with. Empty for an error without choices.
enum ErrorCandidates {
    static func of(_ error: Error) -> [JSONValue] {
        switch error {
        case ClientError.ambiguousStop(_, let candidates):
            return candidates.map { .object([("id", .integer($0.id)), ("name", .string($0.name))]) }
        case RequestProblem.stop(let inner): return of(inner)
        case RequestProblem.wayBack(let inner): return of(inner)
        case RequestProblem.ambiguousLine(_, let choices), RequestProblem.lineUndecided(let choices, _):
            return choices.map {
                .object([
                    ("id", .integer($0.id)), ("name", .string($0.name)),
                    ("distanceMeters", .optional($0.distanceMeters.map { $0.rounded() })),
                ])
            }
        case let failure as CommandFailure: return failure.cause.map(of) ?? []
        default: return []
        }
    }
}
