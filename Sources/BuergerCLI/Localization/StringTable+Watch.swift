/// `buerger watch`: each change as one sentence, without a full stop; `bus` is `watchBus(…)`.
extension StringTable {
    /// "Bus 2 (line Uni)"; the line's own name when it already says "line".
    func watchBus(_ id: Int64, line: String?) -> String {
        guard let line, !line.isEmpty else { return "Bus \(id)" }
        return "Bus \(id) (\(language.line(line)))"
    }

    /// Minutes late (> 0), early (< 0) or on time (0) at a stop.
    func watchDelay(_ bus: String, stop: String, minutes: Int) -> String {
        if minutes > 0 {
            return say(
                "\(bus) is now about \(minutes) min late at \(stop)",
                de: "\(bus) ist jetzt etwa \(minutes) Min. zu spät an \(stop)")
        }
        if minutes < 0 {
            return say(
                "\(bus) is now about \(-minutes) min early at \(stop)",
                de: "\(bus) ist jetzt etwa \(-minutes) Min. zu früh an \(stop)")
        }
        return say("\(bus) is now on time at \(stop)", de: "\(bus) ist jetzt pünktlich an \(stop)")
    }
    func watchSkippedStop(_ bus: String, stop: String) -> String {
        say("\(bus) did not stop at \(stop)", de: "\(bus) hat an \(stop) nicht gehalten")
    }
    func watchAlmostFull(_ bus: String) -> String { say("\(bus) is almost full", de: "\(bus) ist fast voll") }
    func watchFull(_ bus: String) -> String {
        say("\(bus) is full: no seat free", de: "\(bus) ist voll: kein Platz frei")
    }
    func watchPositionLost(_ bus: String) -> String {
        say("\(bus) no longer reports where it is", de: "\(bus) meldet seinen Standort nicht mehr")
    }
    func watchPositionBack(_ bus: String) -> String {
        say("\(bus) reports where it is again", de: "\(bus) meldet seinen Standort wieder")
    }
    var watchNetworkLost: String {
        say(
            "The server cannot be reached; still trying", de: "Der Server ist nicht erreichbar; es wird weiter versucht"
        )
    }
    var watchNetworkBack: String { say("The server can be reached again", de: "Der Server ist wieder erreichbar") }
    /// The note on stderr when watching starts.
    func watchStarted(_ subject: String, everySeconds: Int) -> String {
        say(
            "Watching \(subject), looking every \(everySeconds) seconds. Changes appear below; Ctrl-C ends.",
            de: "Beobachte \(subject), alle \(everySeconds) Sekunden. Änderungen erscheinen unten; Strg-C beendet.")
    }
    /// After the first look, when it found nothing to report.
    var watchNothingYet: String {
        say(
            "So far no delay and no full bus; changes will appear below.",
            de: "Bisher keine Verspätung und kein voller Bus; Änderungen erscheinen unten.")
    }
    /// `--notify` where no desktop notifier (notify-send) can be found.
    var watchCannotNotify: String {
        say(
            "Desktop notifications need notify-send, which is not installed; changes are shown here only.",
            de:
                "Desktop-Benachrichtigungen brauchen notify-send, das nicht installiert ist; Änderungen erscheinen nur hier."
        )
    }
    func watchStopSubject(_ name: String) -> String { say("the stop \(name)", de: "die Haltestelle \(name)") }
}
