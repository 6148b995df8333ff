import CitizenClient
import Foundation

/// Fills in what a `request-stop` left out by asking, one field at a time, in the person's language,
/// with the remembered name and address as defaults. Off a terminal it changes nothing: the planner
/// then says what is missing (exit 2).
struct RequestFormPrompts {
    let prompter: Prompter
    let config: BuergerConfig
    let language: Language

    /// The fields worth asking for after a planner problem, so a typo does not end the session.
    enum Field {
        case place, time, persons, name, address, help
    }

    /// Asks for every missing field. Name and address are asked when there is no remembered value, or
    /// when the person is answering questions anyway (then the remembered one is offered).
    func complete(_ form: RequestForm) -> RequestForm {
        guard prompter.canAsk else { return form }
        var form = form
        let interactive = Self.given(form.stop) == nil && Self.given(form.at) == nil
            || Self.given(form.time) == nil
        if Self.given(form.stop) == nil, Self.given(form.at) == nil { form = ask(.place, form) }
        if Self.given(form.time) == nil { form = ask(.time, form) }
        if interactive, form.persons == nil { form = ask(.persons, form) }
        if form.name == nil, interactive || (config.name ?? "").isEmpty { form = ask(.name, form) }
        if form.address == nil, interactive || (config.address ?? "").isEmpty { form = ask(.address, form) }
        if interactive, form.help == nil { form = ask(.help, form) }
        return form
    }

    /// Asks one field (again); an unanswered question leaves the form as it was.
    func ask(_ field: Field, _ form: RequestForm) -> RequestForm {
        var form = form
        switch field {
        case .place:
            guard let answer = prompter.askText(text("Where should the bus pick you up? (stop name or LAT,LON)",
                                                     "Wo soll der Bus Sie abholen? (Haltestelle oder BREITE,LÄNGE)"))
            else { return form }
            if Self.looksLikeCoordinate(answer) {
                form.at = answer
                form.stop = nil
            } else {
                form.stop = answer
                form.at = nil
            }
        case .time:
            form.time = prompter.askText(text("When? (HH:MM, +30m, or a date such as 2026-11-24T09:05)",
                                              "Wann? (HH:MM, +30m oder ein Datum wie 2026-11-24T09:05)")) ?? form.time
        case .persons:
            form.persons = prompter.askText(text("How many persons?", "Wie viele Personen?"),
                                            default: form.persons ?? "1") ?? form.persons
        case .name:
            form.name = prompter.askText(text("Your name, for the driver", "Ihr Name, für den Fahrer"),
                                         default: form.name ?? config.name) ?? form.name
        case .address:
            form.address = prompter.askText(text("Your address, for the driver", "Ihre Adresse, für den Fahrer"),
                                            default: form.address ?? config.address) ?? form.address
        case .help:
            let question = text("Help needed? (luggage, wheelchair, shopping; Enter for none)",
                                "Hilfe nötig? (luggage, wheelchair, shopping; Eingabe für keine)")
            form.help = prompter.ask(question) { .success($0) } ?? form.help
        }
        return form
    }

    /// The field a planner problem is about, when asking again can mend it.
    static func field(for problem: RequestProblem) -> Field? {
        switch problem {
        case .missingPlace, .stop, .stopWithoutPosition, .invalidCoordinate, .coordinateOutOfRange:
            return .place
        case .missingTime, .invalidTime, .nonexistentTime, .timeInPast, .notInFuture, .outsideServiceHours:
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

    private func text(_ english: String, _ german: String) -> String {
        LocalizedText(english, de: german).text(in: language)
    }
}
