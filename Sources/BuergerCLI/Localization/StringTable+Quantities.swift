/// Times, distances and seats: "in 7 min" / "in 7 Min.", "8 of 10 seats free" / "8 von 10 Plätzen frei".
extension StringTable {
    /// "in 7 min", "in 2 h 5 min", "now", "3 min ago".
    func relativeMinutes(_ minutes: Int) -> String {
        if minutes == 0 { return say("now", de: "jetzt") }
        let whole = abs(minutes)
        let minuteUnit = say("min", de: "Min.")
        let amount =
            whole < 60
            ? "\(whole) \(minuteUnit)"
            : "\(whole / 60) \(say("h", de: "Std."))" + (whole % 60 == 0 ? "" : " \(whole % 60) \(minuteUnit)")
        return minutes > 0 ? "in \(amount)" : say("\(amount) ago", de: "vor \(amount)")
    }

    /// A time on another day than today: "tomorrow 09:00", "Mon 09:00".
    func otherDay(_ clock: String, daysAhead: Int, weekday: Int) -> String {
        if daysAhead == 1 { return say("tomorrow \(clock)", de: "morgen \(clock)") }
        let names =
            language == .german
            ? ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."]
            : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        return (names.indices.contains(weekday - 1) ? names[weekday - 1] : "") + " \(clock)"
    }

    func delay(_ minutes: Int) -> String {
        if minutes == 0 { return say("on time", de: "pünktlich") }
        if minutes > 0 { return say("+\(minutes) min", de: "+\(minutes) Min.") }
        return say("\(-minutes) min early", de: "\(-minutes) Min. früher")
    }

    func distance(meters: Int) -> String {
        if meters < 1000 { return "\(meters) m" }
        let separator = say(".", de: ",").first ?? "."
        return "\(NumberText.decimal(Double(meters) / 1000, separator: separator)) km"
    }

    func seatsFree(_ free: Int, of total: Int) -> String {
        say(
            "\(free) of \(total) seats free",
            de: total == 1 ? "\(free) von 1 Platz frei" : "\(free) von \(total) Plätzen frei")
    }
    var seatsUnknown: String { say("seats unknown", de: "Plätze unbekannt") }
    var almostFull: String { say("almost full", de: "fast voll") }
    /// The band word of a bus with no seat free.
    var full: String { say("full", de: "voll") }
    /// "17/20 free": the seats when the full sentence does not fit the terminal.
    func seatsFreeShort(_ free: Int, of total: Int) -> String {
        say("\(free)/\(total) free", de: "\(free)/\(total) frei")
    }
    /// Under a stop board: what the mark on seats of a bus not yet on that run means.
    var seatsNowNote: String {
        say(
            "* Free seats right now: the bus is not on that run yet.",
            de: "* Freie Plätze im Moment: Der Bus ist noch nicht auf dieser Fahrt.")
    }
    var unknownValue: String { say("unknown", de: "unbekannt") }
}
