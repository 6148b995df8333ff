import CitizenClient
import Foundation

/// A way forward after a no (`RequestAdvice`), for a person (English or German) and for JSON
/// (`"advice": {"stops": […], "command": "…"}`). The command goes on a line of its own, so it can
/// be copied as it stands.
struct AdviceOutput: LocalizedTable {
    let language: Language
    let times: TimeText
    let now: Date

    func human(_ advice: RequestAdvice, askedAt time: Date) -> [String] {
        let asked = times.clock(time, today: now)
        let radius = Int(RequestAdvisor.nearbyMeters)
        guard !advice.stops.isEmpty else {
            return [
                say(
                    "No bus stop within \(radius) m is served around \(asked) or in the day after it.",
                    de: "Keine Haltestelle im Umkreis von \(radius) m wird um \(asked) oder am Tag danach angefahren."),
                say("Please call the community office.", de: "Bitte rufen Sie die Gemeindeverwaltung an."),
            ]
        }
        var lines = [
            advice.isLater
                ? say(
                    "Nothing runs near there around \(asked). The next buses nearby:",
                    de: "Um \(asked) fährt dort in der Nähe nichts. Die nächsten Busse in der Nähe:")
                : say("Buses nearby around \(asked):", de: "Busse in der Nähe um \(asked):")
        ]
        for stop in advice.stops {
            let runs = stop.runs.map { times.clock($0, today: now) }.joined(separator: ", ")
            let meters = Int(stop.distanceMeters.rounded())
            // Names come from the server: nothing in them may steer the terminal.
            let name = TextSanitizer.clean(stop.stopName)
            let line = TextSanitizer.clean(stop.lineName)
            lines.append(
                "  "
                    + say(
                        "\(name) (\(Language.english.line(line))), \(meters) m away: \(runs)",
                        de: "\(name) (\(Language.german.line(line))), \(meters) m entfernt: \(runs)"))
        }
        if let command = SuggestedCommand(timeZone: times.timeZone, now: now, language: language).line(for: advice) {
            lines.append(say("To ask for that instead:", de: "Um stattdessen danach zu fragen:"))
            lines.append("  " + command)
        }
        return lines
    }

    /// The value of `"advice"`: `{"stops": [...], "later": false, "command": "…" | null}`.
    func json(_ advice: RequestAdvice) -> JSONValue {
        .object([
            (
                "stops",
                .array(
                    advice.stops.map { stop in
                        .object([
                            ("id", .integer(stop.stopId)), ("name", .string(stop.stopName)),
                            ("location", JSONShapes.location(stop.location)),
                            ("distanceMeters", JSONShapes.meters(stop.distanceMeters)),
                            ("lineId", .integer(stop.lineId)), ("lineName", .string(stop.lineName)),
                            ("runs", .array(stop.runs.map { .string(times.iso($0)) })),
                        ])
                    })
            ),
            ("later", .bool(advice.isLater)),
            ("command", .optional(SuggestedCommand(timeZone: times.timeZone, now: now).line(for: advice))),
        ])
    }

}
