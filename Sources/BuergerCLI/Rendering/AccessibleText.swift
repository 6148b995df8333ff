import CitizenClient
import Foundation

/// The pieces every `--accessible` sentence is built from: the language, names a reader can say,
/// lists, distances and seats in words, and a sentence that always ends. Times: `AccessibleTime`.
struct AccessibleText: LocalizedTable {
    let language: Language

    init(language: Language) {
        self.language = language
    }

    init(strings: StringTable) {
        self.init(language: Self.language(of: strings))
    }

    /// The string tables do not name their language; the German one is the only other.
    static func language(of strings: StringTable) -> Language {
        strings.language
    }

    /// Server text made safe to print and to speak: no control text, no runs of spaces.
    func name(_ text: String) -> String {
        TextSanitizer.clean(text).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// "Linie Pirmasens" / "line Pirmasens"; a name that already says "Linie 2 …" is not said twice.
    func line(_ name: String, capitalized: Bool = false) -> String {
        let said = self.name(name)
        if said.lowercased().hasPrefix("lin") { return said }
        return (capitalized || language == .german ? say("Line ", de: "Linie ") : "line ") + said
    }

    /// "A", "A und B", "A, B und C" / "A, B and C".
    func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + say(" and ", de: " und ") + last
    }

    /// One spoken count: "1 Platz", "3 Plätze"; the words are given, the number is not spelled.
    func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) " + (number == 1 ? one : many)
    }

    /// "250 Meter", "1,2 Kilometer" / "250 metres", "1.2 kilometres": units a reader says as words.
    /// `dative`: after "von" German says "Metern".
    func distance(meters: Int, dative: Bool = false) -> String {
        let ending = dative ? "n" : ""
        guard meters >= 1000 else { return say("\(meters) metres", de: "\(meters) Meter" + ending) }
        let kilometres = Double(meters) / 1000
        return say(
            "\(NumberText.decimal(kilometres, separator: ".")) kilometres",
            de: "\(NumberText.decimal(kilometres, separator: ",")) Kilometer" + ending)
    }

    /// "8 von 10 Plätzen frei", "1 von 10 Plätzen frei, fast voll", "0 von 8 Plätzen frei, voll", "Freie
    /// Plätze nicht bekannt". A bus not yet on the run: "Jetzt 12 von 16 Plätzen frei. Der Bus ist noch
    /// nicht auf dieser Fahrt" (its load now, not that departure's).
    func seats(_ seats: SeatInfo, strings: StringTable, busOnRun: Bool = true) -> String {
        guard let free = seats.freeSeats, let total = seats.totalSeats, total > 0 else {
            return say("Free seats not known", de: "Freie Plätze nicht bekannt")
        }
        var said = strings.seatsFree(free, of: total)
        if seats.isFull {
            said += ", " + strings.full
        } else if seats.band == .scarce {
            said += ", " + strings.almostFull
        }
        guard busOnRun else {
            return say("Now ", de: "Jetzt ") + said
                + say(". The bus is not on this run yet", de: ". Der Bus ist noch nicht auf dieser Fahrt")
        }
        return said
    }

    /// "1 Minute", "7 Minuten", "2 Stunden und 5 Minuten" / "1 minute", "1 hour and 5 minutes".
    func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        let german = language == .german
        let hourText = hours == 1 ? (german ? "1 Stunde" : "1 hour") : (german ? "\(hours) Stunden" : "\(hours) hours")
        let minuteText =
            rest == 1
            ? (german ? "1 Minute" : "1 minute")
            : (german ? "\(rest) Minuten" : "\(rest) minutes")
        guard hours > 0 else { return minuteText }
        guard rest > 0 else { return hourText }
        return hourText + (german ? " und " : " and ") + minuteText
    }

    /// Ends the line with a full stop unless it already ends a sentence, so every line is one.
    static func sentence(_ text: String) -> String {
        var trimmed = text
        while trimmed.hasSuffix(" ") { trimmed.removeLast() }
        guard let last = trimmed.last else { return trimmed }
        return ".!?".contains(last) ? trimmed : trimmed + "."
    }
}
