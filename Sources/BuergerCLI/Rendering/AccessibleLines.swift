import CitizenClient

/// `buerger lines --accessible`: one line of the network per line of text, its stops in route order.
/// "Linie Pirmasens, Nummer 1, mit Bus 1 und 2. Haltestellen der Reihe nach: Kirche, Markt und Brunnen."
struct AccessibleLines {
    let words: AccessibleText

    func lines(_ summaries: [LineSummary]) -> [String] {
        summaries.map { summary in
            var first =
                words.line(summary.line.name, capitalized: true) + ", "
                + words.say("number \(summary.line.id)", de: "Nummer \(summary.line.id)")
            let buses = summary.busIds.map(String.init)
            switch buses.count {
            case 0: first += words.say(", no bus at present", de: ", zurzeit kein Bus")
            case 1: first += words.say(", with bus ", de: ", mit Bus ") + words.list(buses)
            default: first += words.say(", with buses ", de: ", mit den Bussen ") + words.list(buses)
            }
            let stops = summary.stops.map(\.name).map(words.name).filter { !$0.isEmpty }
            guard !stops.isEmpty else { return AccessibleText.sentence(first) }
            return AccessibleText.sentence(first) + " "
                + AccessibleText.sentence(
                    words.say("Stops in order: ", de: "Haltestellen der Reihe nach: ")
                        + words.list(stops))
        }
    }
}
