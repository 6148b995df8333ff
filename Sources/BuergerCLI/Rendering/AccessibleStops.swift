import CitizenClient

/// `buerger stops --accessible`: one stop per line, as a sentence.
/// "Haltestelle Kirche, Nummer 1, Linien Pirmasens und Uni, 250 Meter entfernt."
struct AccessibleStops {
    let words: AccessibleText

    func lines(_ matches: [StopMatch]) -> [String] {
        matches.map { match in
            var parts = [
                words.say("Stop ", de: "Haltestelle ") + words.name(match.stop.name),
                words.say("number \(match.stop.id)", de: "Nummer \(match.stop.id)"),
            ]
            let lines = match.lines.map(\.name).map(words.name).filter { !$0.isEmpty }
            if lines.count == 1, let only = match.lines.first {
                parts.append(words.line(only.name))
            } else if !lines.isEmpty {
                parts.append(words.say("lines ", de: "Linien ") + words.list(lines))
            }
            if let meters = match.distanceMeters {
                parts.append(words.distance(meters: Int(meters.rounded())) + words.say(" away", de: " entfernt"))
            }
            return AccessibleText.sentence(parts.joined(separator: ", "))
        }
    }
}
