import CitizenClient

/// What `config alias NAME STOP` saves: the stop's id when the server knows the stop (ids survive
/// renames), the text as typed when the server cannot be asked right now.
struct AliasTarget {
    let saved: String
    let description: String

    static func resolve(_ text: String, context: CommandContext) throws -> AliasTarget {
        guard !text.hasPrefix("@") else {
            throw UsageError(
                .invalidValue(
                    text, for: "<stop>",
                    reason: LocalizedText(
                        "an alias cannot point at another alias",
                        de: "ein gespeicherter Name kann nicht auf einen anderen zeigen")))
        }
        do {
            let stop = try context.stopChoice.resolving(text) { try context.service().resolveStop($0) }
            return AliasTarget(saved: String(stop.id), description: "\(stop.name) (\(stop.id))")
        } catch let error as ClientError where error.isConnectivityFailure {
            context.note(error.message(in: context.language))
            return AliasTarget(saved: text, description: text)
        }
    }
}
