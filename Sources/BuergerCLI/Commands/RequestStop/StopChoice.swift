import CitizenClient

/// A STOP name that fits several stops. Off a terminal the error stands (exit 2, the candidates in
/// its message), so a script never waits on a question; on one the person picks from a numbered
/// list and the command goes on with that stop's id.
struct StopChoice {
    /// A longer list is no help to read through: typing more of the name is quicker.
    static let maximumChoices = 20

    let prompter: Prompter

    /// `body` with the argument as typed, and again with the chosen stop's id when the name was ambiguous.
    func resolving<Value>(_ argument: String, _ body: (String) throws -> Value) throws -> Value {
        do {
            return try body(argument)
        } catch ClientError.ambiguousStop(let query, let candidates) {
            guard let chosen = choose(query, among: candidates) else {
                throw ClientError.ambiguousStop(query: query, candidates: candidates)
            }
            return try body(String(chosen.id))
        }
    }

    /// The stop picked from the numbered list; nil off a terminal, for too long a list, or without a valid answer.
    func choose(_ query: String, among candidates: [StopReference]) -> StopReference? {
        guard prompter.canAsk, candidates.count <= Self.maximumChoices else { return nil }
        let question = LocalizedText(
            "'\(query)' fits several stops. Which one do you mean?",
            de: "'\(query)' passt zu mehreren Haltestellen. Welche ist gemeint?")
        let labels = candidates.map { "\($0.name) (\($0.id))" }
        return prompter.choose(question.text(in: prompter.language), among: labels).flatMap { index in
            candidates.indices.contains(index) ? candidates[index] : nil
        }
    }
}

extension CommandContext {
    /// Asks on this run's terminal which stop an ambiguous STOP argument means.
    var stopChoice: StopChoice {
        StopChoice(prompter: Prompter(terminal: terminal, readLine: world.terminal.readLine, language: language))
    }
}
