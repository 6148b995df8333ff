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
        var form = prompts.complete(start)
        var round = 0
        while true {
            do {
                return (try planner.plan(form), form)
            } catch let problem {
                round += 1
                guard prompts.prompter.canAsk, round < Self.rounds, let mended = mend(form, problem) else { throw problem }
                form = mended
            }
        }
    }

    /// The form after asking about `problem`, or nil when asking cannot help.
    private func mend(_ form: RequestForm, _ problem: RequestProblem) -> RequestForm? {
        let language = prompts.language
        switch problem {
        case .lineUndecided(let choices, _):
            note(problem.message(in: language))
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
        let asked = prompts.ask(field, form)
        return asked == form ? nil : asked
    }

    private func chooseLine(_ choices: [LineChoice]) -> String? {
        let question = LocalizedText("Which line should come?", de: "Welche Linie soll kommen?").text(in: prompts.language)
        let labels = choices.map { "\($0.name) (\($0.id))" }
        return prompts.prompter.choose(question, among: labels).flatMap { index in
            choices.indices.contains(index) ? String(choices[index].id) : nil
        }
    }
}
