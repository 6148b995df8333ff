import CitizenClient
import Foundation

/// Turns a form into a plan. On a terminal a problem with one field is said and that field asked
/// again, and an undecided line or an ambiguous stop is chosen from a numbered list; off a terminal
/// the problem ends the run (exit 2, the choices listed in the message).
struct RequestPlanning {
    /// Rounds of "say the problem, ask again" before the problem stands.
    static let rounds = 6

    let planner: RequestPlanner
    let prompts: RequestFormPrompts
    let note: (String) -> Void

    func plan(_ start: RequestForm) throws -> (RequestPlan, RequestForm) {
        var form = start
        // At a terminal, what came as options is checked before anything is asked: an unknown @place,
        // a past time or too many persons is said at once, not after the name, address and help.
        if prompts.prompter.canAsk {
            for field in Self.checkedFirst where Self.isGiven(field, in: form) && !prompts.unanswered.value {
                form = settle(field, form)
            }
        }
        form = prompts.complete(form, settle: settle)
        if prompts.unanswered.value { throw Self.noAnswer }
        var round = 0
        while true {
            do {
                return (try planner.plan(form), form)
            } catch let problem {
                round += 1
                guard prompts.prompter.canAsk, round < Self.rounds, let mended = mend(form, problem) else {
                    throw problem
                }
                form = mended
            }
        }
    }

    /// The options checked before the questions, in the order a person would answer them.
    static let checkedFirst: [RequestField] = [.place, .time, .persons]

    static func isGiven(_ field: RequestField, in form: RequestForm) -> Bool {
        switch field {
        case .place: return RequestFormPrompts.given(form.stop) != nil || RequestFormPrompts.given(form.at) != nil
        case .time: return RequestFormPrompts.given(form.time) != nil
        case .persons: return RequestFormPrompts.given(form.persons) != nil
        case .name, .address, .help: return false
        }
    }

    /// End of input (Ctrl-D) or too many wrong answers at a question: nothing is sent.
    static let noAnswer = CommandFailure(
        .noAnswer,
        LocalizedText("No answer; nothing was sent.", de: "Keine Antwort; nichts wurde gesendet."),
        suggestion: LocalizedText(
            "Run 'buerger request-stop' again to start over.",
            de: "Mit 'buerger request-stop' neu beginnen."),
        status: .usage)

    /// One answer checked as soon as it is given, and its question asked again (with the reason and
    /// the hint) until it holds, the person gives up, or the rounds are used; the rest of the form is
    /// then checked at the end as before. A time that holds is said back in words, so "halb drei"
    /// is seen to mean 14:30 before anything is sent.
    private func settle(_ field: RequestField, _ form: RequestForm) -> RequestForm {
        var form = form
        for round in 0...Self.rounds where !prompts.unanswered.value {
            do {
                try planner.check(field, in: form)
                if field == .time { sayBack(form.time) }
                return form
            } catch let problem {
                // The last answer is checked too: one still wrong after all the rounds ends the
                // dialogue, nothing sent (a seventh wrong time was taken, and said only at the end).
                guard round < Self.rounds else {
                    note(problem.message(in: prompts.language))
                    prompts.unanswered.value = true
                    return form
                }
                guard let mended = mend(form, problem) else { return form }
                form = mended
            }
        }
        return form
    }

    /// "  → morgen um 9 Uhr 30" under the answer.
    private func sayBack(_ typed: String?) {
        guard let date = try? RequestPlanner.pickUpTimeAlone(typed, now: planner.now, timeZone: planner.timeZone)
        else { return }
        let said = AccessibleTime(language: prompts.language, timeZone: planner.timeZone, now: planner.now).at(date)
        note("  → " + said)
    }

    /// The form after asking about `problem`, or nil when asking cannot help.
    private func mend(_ form: RequestForm, _ problem: RequestProblem) -> RequestForm? {
        let language = prompts.language
        switch problem {
        case .lineUndecided(let choices, _):
            // The list that follows names the lines; the message's "--line 1" is for the command line.
            note(
                LocalizedText(
                    "Several lines come here at about that time.",
                    de: "Hierher kommen um diese Zeit mehrere Linien."
                ).text(in: language))
            guard let line = chooseLine(choices) else { return nil }
            var form = form
            form.line = line
            return form
        case .wayBack(.lineUndecided(let choices, _)):
            note(problem.message(in: language))
            guard let line = chooseLine(choices) else { return nil }
            var form = form
            form.returnLine = line
            return form
        case .stop(.ambiguousStop(let query, let candidates)):
            // Too long a list, or no number given: the stop is asked for again as text.
            guard let stop = StopChoice(prompter: prompts.prompter).choose(query, among: candidates) else { break }
            var form = form
            form.stop = String(stop.id)
            return form
        case .stop(.stopNotFound(let query)) where RequestFormPrompts.given(form.stop) != nil:
            return askPlaceAmong(StopResolver.closeMatches(to: query, in: planner.data.stops), form, problem)
        case .wayBack(.stop(.ambiguousStop(let query, let candidates))):
            guard let stop = StopChoice(prompter: prompts.prompter).choose(query, among: candidates) else { return nil }
            var form = form
            form.returnFrom = String(stop.id)
            return form
        default:
            break
        }
        return askAgain(form, problem)
    }

    /// The form with the field `problem` is about asked again, or nil when no field is.
    private func askAgain(_ form: RequestForm, _ problem: RequestProblem) -> RequestForm? {
        guard let field = RequestFormPrompts.field(for: problem) else { return nil }
        note(problem.message(in: prompts.language))
        // The hint in words ("Did you mean tomorrow?"); one about options is left out: the question
        // itself shows what to type.
        if let hint = problem.dialogueHint(in: prompts.language) { note("  " + hint) }
        var asked = prompts.ask(field, form)
        // "Meinten Sie morgen?" answered "ja": tomorrow at that time (a new user's "ja" was read as a time).
        if case .timeInPast(_, let tomorrow?) = problem, let answer = asked.time,
            Prompter.yesWords.contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
        {
            asked.time = tomorrow
        }
        return asked == form ? nil : asked
    }

    /// "No stop matches 'Schulstraße 3'. Similar stops: 1) … 2) …", then the place question again,
    /// where a number picks from the list and anything else is a new answer.
    private func askPlaceAmong(_ similar: [Stop], _ form: RequestForm, _ problem: RequestProblem) -> RequestForm? {
        guard !similar.isEmpty else { return askAgain(form, problem) }
        let language = prompts.language
        note(
            problem.message(in: language) + " "
                + LocalizedText("Similar stops:", de: "Ähnliche Haltestellen:").text(in: language))
        for (index, stop) in similar.enumerated() {
            note("  \(index + 1)) " + TextSanitizer.clean(stop.name) + " (\(stop.id))")
        }
        let question = LocalizedText(
            "Number from the list, or another stop, @place or LAT,LON",
            de: "Nummer aus der Liste, oder eine andere Haltestelle, @Ort oder BREITE,LÄNGE")
        guard let answer = prompts.prompter.askText(question.text(in: language)) else {
            prompts.unanswered.value = true
            return nil
        }
        if let number = Int(answer), similar.indices.contains(number - 1) {
            var form = form
            form.stop = String(similar[number - 1].id)
            form.at = nil
            return form
        }
        return prompts.place(answer, in: form)
    }

    private func chooseLine(_ choices: [LineChoice]) -> String? {
        let question = LocalizedText("Which line should come?", de: "Welche Linie soll kommen?").text(
            in: prompts.language)
        let labels = choices.map { "\($0.name) (\($0.id))" }
        guard let index = prompts.prompter.choose(question, among: labels) else {
            prompts.unanswered.value = true
            return nil
        }
        return Optional(index).flatMap { index in
            choices.indices.contains(index) ? String(choices[index].id) : nil
        }
    }
}
