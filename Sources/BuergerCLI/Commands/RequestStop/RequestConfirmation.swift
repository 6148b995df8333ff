import CitizenClient
import Foundation

/// After a dialogue, what will be sent is read back and sent only on a yes: a slip in an answer
/// (the help words typed as the address) is seen before a driver sees it. Not asked when every
/// field came as an option: a script or a helper who typed the command has said all of it.
struct RequestConfirmation {
    let prompter: Prompter
    let language: Language
    let timeZone: TimeZone
    let now: Date
    let data: MasterData

    static let nothingSent = CommandFailure(
        LocalizedText("Nothing was sent.", de: "Es wurde nichts gesendet."),
        suggestion: LocalizedText(
            "Run 'buerger request-stop' again to start over.",
            de: "Mit 'buerger request-stop' neu beginnen."))

    /// The read-back on stderr, then "Send it? [y/N]"; true on an explicit yes.
    func confirm(_ plan: RequestPlan) -> Bool {
        let german = language == .german
        prompter.err.write((german ? "Ihre Anfrage:" : "Your request:") + "\n")
        for line in lines(plan.outward, wayBack: false) + (plan.wayBack.map { lines($0, wayBack: true) } ?? []) {
            prompter.err.write("  " + TextSanitizer.clean(line) + "\n")
        }
        return prompter.confirm(german ? "Anfrage senden?" : "Send the request?")
    }

    func lines(_ intent: RequestIntent, wayBack: Bool) -> [String] {
        let german = language == .german
        let when = AccessibleTime(language: language, timeZone: timeZone, now: now).at(intent.pickUpTime)
        let place =
            intent.stopName.map { (german ? "an " : "at ") + $0 }
            ?? String(
                format: german ? "an der Position %.5f, %.5f" : "at the position %.5f, %.5f",
                intent.location.latitude, intent.location.longitude)
        let line = data.lineName(id: intent.lineId) ?? String(intent.lineId)
        let label = wayBack ? (german ? "Rückfahrt: " : "Way back: ") : (german ? "Abholung: " : "Pick-up: ")
        var result = [label + when + ", " + place + " (" + line + ")"]
        guard !wayBack else { return result }
        let persons =
            intent.persons == 1
            ? (german ? "1 Person" : "1 person")
            : "\(intent.persons) " + (german ? "Personen" : "persons")
        let who = [intent.name, intent.address].filter { !$0.isEmpty }.joined(separator: ", ")
        result.append(persons + (who.isEmpty ? "" : " · " + who))
        let help = intent.assistance.map { german ? $0.germanWord : $0.word }
        result.append(
            (german ? "Hilfe: " : "Help: ")
                + (help.isEmpty ? (german ? "keine" : "none") : help.joined(separator: ", ")))
        return result
    }
}
