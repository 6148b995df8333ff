import CitizenClient
import Foundation

/// Fills in what a `request-stop` left out by asking, one field at a time, in the person's language,
/// with the remembered name and address as defaults. Off a terminal it changes nothing: the planner
/// then says what is missing (exit 2).
struct RequestFormPrompts: LocalizedTable {
    let prompter: Prompter
    let config: BuergerConfig
    let language: Language
    /// Ask what help is needed when `--help-with` was not given (Enter for none); not with `--yes`.
    var asksHelp = true

    typealias Field = RequestField

    /// Asks for every missing field, in order; `settle` checks each answer as it is given and may ask
    /// that question again (the planning does that), so a wrong stop is said before the next question.
    /// Name and address are asked when there is no remembered value, or when the person is answering
    /// questions anyway (then the remembered one is offered).
    func complete(_ form: RequestForm, settle: (Field, RequestForm) -> RequestForm = { $1 }) -> RequestForm {
        guard prompter.canAsk else { return form }
        var form = form
        for field in questions(for: form) where !unanswered.value {
            form = settle(field, ask(field, form))
        }
        return form
    }

    /// The questions a form leaves open, in the order they are asked.
    func questions(for form: RequestForm) -> [Field] {
        let noPlace = Self.given(form.stop) == nil && Self.given(form.at) == nil
        let interactive = noPlace || Self.given(form.time) == nil
        var fields: [Field] = []
        if noPlace { fields.append(.place) }
        if Self.given(form.time) == nil { fields.append(.time) }
        if interactive, form.persons == nil { fields.append(.persons) }
        if form.name == nil, interactive || (config.name ?? "").isEmpty { fields.append(.name) }
        if form.address == nil, interactive || (config.address ?? "").isEmpty { fields.append(.address) }
        // Asked at a terminal even when the rest came as options: a walking frame left out is only
        // noticed at the door.
        if asksHelp || interactive, form.help == nil { fields.append(.help) }
        return fields
    }

    /// Asks one field (again); an unanswered question (end of input, Ctrl-D, or too many wrong
    /// answers) leaves the form as it was and ends the dialogue (`unanswered`): the rest is not asked
    /// into the void, and nothing is sent.
    func ask(_ field: Field, _ form: RequestForm) -> RequestForm {
        guard !unanswered.value else { return form }
        var form = form
        func answered(_ answer: String?) -> String? {
            if answer == nil { unanswered.value = true }
            return answer
        }
        switch field {
        case .place:
            guard let answer = answered(prompter.askText(placeQuestion)) else { return form }
            form = place(answer, in: form)
        case .time:
            form.time =
                answered(
                    prompter.askText(
                        say(
                            "When? (such as 9:30, tomorrow 9:30, in 30 min, Monday 10am)",
                            de: "Wann? (etwa 9:30, morgen halb zehn, in 30 Minuten, Montag 10 Uhr)"))) ?? form.time
        case .persons:
            form.persons =
                answered(
                    prompter.askText(
                        say("How many persons?", de: "Wie viele Personen?"),
                        default: form.persons.flatMap { Int($0) == nil ? nil : $0 } ?? "1"))
                ?? form.persons
        case .name:
            form.name =
                answered(
                    prompter.askText(
                        say("Your name, for the driver", de: "Ihr Name, für den Fahrer"),
                        default: form.name ?? config.name)) ?? form.name
        case .address:
            form.address =
                answered(
                    prompter.askText(
                        say("Your address, for the driver", de: "Ihre Adresse, für den Fahrer"),
                        default: form.address ?? config.address)) ?? form.address
        case .help:
            let english = AssistanceNeed.allCases.map(\.word).joined(separator: ", ")
            let german = AssistanceNeed.allCases.map(\.germanWord).joined(separator: ", ")
            let question = say(
                "Help needed? (\(english); Enter for none)", de: "Hilfe nötig? (\(german); Eingabe für keine)")
            form.help = answered(prompter.ask(question) { .success($0) }) ?? form.help
        }
        return form
    }

    /// Set once a question went unanswered; shared by the copies of this value the planning holds.
    let unanswered = Flag()

    final class Flag {
        var value = false
    }

    /// The form with a place answer: a position or saved place goes to `at`, anything else is a stop.
    func place(_ answer: String, in form: RequestForm) -> RequestForm {
        var form = form
        let saved = StopResolver(aliases: config.aliases ?? [:], places: config.places ?? [:])
        if Self.isHomeWord(answer), savedHome(answer, in: saved) == nil {
            // "zu Hause" with no home saved: said as the saved place it would be, so the check says
            // how to save it. As a stop name it found "Erzenhausen Dorfplatz", one Enter from a bus to
            // another village (a new user's trial).
            form.at = "@" + LocalizedText("home", de: "zuhause").text(in: language)
            form.stop = nil
            return form
        }
        let answer = savedHome(answer, in: saved) ?? answer
        let named = answer.hasPrefix("@") ? answer : "@" + answer
        if saved.place(named) != nil {
            // "zuhause" or "@zuhause" asked where to be picked up: the saved door, even when the
            // home stop has the same alias (the door is what a person at home means).
            form.at = named
            form.stop = nil
        } else if config.aliases?[answer] != nil {
            form.stop = "@" + answer
            form.at = nil
        } else if Self.looksLikeCoordinate(answer) {
            form.at = answer
            form.stop = nil
        } else {
            form.stop = answer
            form.at = nil
        }
        return form
    }

    /// How people say "at home" at the place question (issue 24 §3: "zu Hause" was taken for a stop
    /// and offered "Erzenhausen Dorfplatz" instead of her saved @zuhause).
    static let homeWords: Set<String> = ["zuhause", "zu hause", "daheim", "home", "at home", "zu haus", "zuhaus"]
    static func isHomeWord(_ answer: String) -> Bool {
        homeWords.contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The names a home is saved under, in the order they are looked for.
    static let homeNames = ["zuhause", "home", "daheim"]

    /// The saved home's name when `answer` says "at home" and a place or stop alias of home is saved:
    /// saved places come before stop names.
    private func savedHome(_ answer: String, in saved: StopResolver) -> String? {
        guard Self.isHomeWord(answer) else { return nil }
        return Self.homeNames.first { saved.place("@" + $0) != nil }
            ?? Self.homeNames.first { name in (config.aliases ?? [:]).keys.contains { $0.lowercased() == name } }
    }

    /// A place, a saved place, or a number from the list of stops just shown (`choices`).
    var placeQuestion: String {
        say(
            "Where should the bus pick you up? (stop name, @place or LAT,LON)",
            de: "Wo soll der Bus Sie abholen? (Haltestelle, @Ort oder BREITE,LÄNGE)")
    }

    /// The field a planner problem is about, when asking again can mend it.
    static func field(for problem: RequestProblem) -> Field? {
        switch problem {
        case .missingPlace, .stop, .stopWithoutPosition, .invalidCoordinate, .coordinateOutOfRange, .farFromRoutes,
            .unknownPlace:
            return .place
        case .missingTime, .invalidTime, .nonexistentTime, .timeInPast, .notInFuture, .outsideServiceHours,
            .beyondHorizon:
            return .time
        case .invalidPersons, .personsOutOfRange:
            return .persons
        case .unknownHelpWord:
            return .help
        case .unsafeText(let field, _):
            return field == .name ? .name : .address
        default:
            return nil
        }
    }

    /// The text when something was typed; blank counts as missing, as the planner counts it.
    static func given(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// `49.2,7.6` (two numbers) rather than a stop name.
    static func looksLikeCoordinate(_ text: String) -> Bool {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return parts.count == 2 && parts.allSatisfy { Double($0) != nil }
    }

}
