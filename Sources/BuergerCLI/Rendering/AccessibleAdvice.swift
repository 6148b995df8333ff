import CitizenClient
import Foundation

/// The way forward after a no, for `--accessible`: one stop per sentence, times spoken, no indent.
/// The command to try stays alone on its line, exactly as it must be typed: it is the one line
/// that is not a sentence, so it can be copied.
struct AccessibleAdvice {
    let words: AccessibleText
    let time: AccessibleTime

    func lines(_ advice: RequestAdvice, askedAt asked: Date) -> [String] {
        let when = time.at(asked)
        let radius = words.distance(meters: Int(RequestAdvisor.nearbyMeters), dative: true)
        guard !advice.stops.isEmpty else {
            return [
                words.say(
                    "No bus stop within \(radius) is served \(when) or in the day after it.",
                    de: "Keine Haltestelle im Umkreis von \(radius) wird \(when) oder am Tag danach angefahren."),
                words.say("Please call the community office.", de: "Bitte rufen Sie die Gemeindeverwaltung an."),
            ]
        }
        var lines = [
            advice.isLater
                ? words.say(
                    "Nothing runs near there \(when). The next buses nearby follow.",
                    de: "Dort in der Nähe fährt \(when) nichts. Es folgen die nächsten Busse in der Nähe.")
                : words.say("Buses nearby \(when) follow.", de: "Es folgen die Busse in der Nähe \(when).")
        ]
        for stop in advice.stops {
            let place =
                words.say("Stop ", de: "Haltestelle ") + words.name(stop.stopName) + ", "
                + words.line(stop.lineName) + ", " + words.distance(meters: Int(stop.distanceMeters.rounded()))
                + words.say(" away", de: " entfernt")
            let runs = words.list(stop.runs.map(time.at))
            lines.append(AccessibleText.sentence(place + words.say(": buses ", de: ": Busse ") + runs))
        }
        if let command = SuggestedCommand(timeZone: time.timeZone, now: time.now, language: words.language).line(
            for: advice)
        {
            lines.append(
                words.say(
                    "To ask for that instead, type the command on the next line.",
                    de: "Um stattdessen danach zu fragen, geben Sie den Befehl in der nächsten Zeile ein."))
            lines.append(command)
        }
        return lines
    }
}
