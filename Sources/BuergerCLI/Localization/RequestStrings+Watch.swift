import CitizenClient

/// `watch request`: each change as one sentence, without a full stop (as the other watches).
extension RequestStrings {
    /// "Your request 10000003 was accepted by bus 2".
    func watchState(id: Int64, state: RequestState, bus: Int64?) -> String {
        let busText = say(bus.map { "bus \($0)" } ?? "a bus", de: bus.map { "Bus \($0)" } ?? "ein Bus")
        switch state {
        case .pending:
            return say(
                "Your request \(id) is waiting for a driver's answer",
                de: "Ihre Anfrage \(id) wartet auf die Antwort eines Fahrers")
        case .accepted:
            return say(
                "Your request \(id) was accepted by \(busText)",
                de: "Ihre Anfrage \(id) wurde von \(bus.map { "Bus \($0)" } ?? "einem Bus") angenommen")
        case .declined:
            return say("Your request \(id) was declined", de: "Ihre Anfrage \(id) wurde abgelehnt")
        case .completed:
            return say(
                "Your request \(id) is completed: \(busText) picked you up",
                de: "Ihre Anfrage \(id) ist erledigt: \(busText) hat Sie abgeholt")
        case .noShow:
            return say(
                "Your request \(id) is marked no-show: nobody got on \(busText)",
                de: "Ihre Anfrage \(id) ist als nicht erschienen vermerkt: niemand ist in \(busText) eingestiegen")
        case .cancelled:
            return say("Your request \(id) was cancelled", de: "Ihre Anfrage \(id) wurde storniert")
        case .unknown:
            return say(
                "Your request \(id) is now in a state buerger does not know, \(stateName(state))",
                de: "Ihre Anfrage \(id) hat jetzt einen Zustand, den buerger nicht kennt: \(stateName(state))")
        }
    }

    /// "Pickup in 15 minutes at Schulstraße"; `place` is `atStop(…)` or `atLocation(…)`.
    func watchReminder(minutes: Int, place: String) -> String {
        switch minutes {
        case ...0: return say("Pickup now \(place)", de: "Abholung jetzt \(place)")
        case 1: return say("Pickup in 1 minute \(place)", de: "Abholung in 1 Minute \(place)")
        default: return say("Pickup in \(minutes) minutes \(place)", de: "Abholung in \(minutes) Minuten \(place)")
        }
    }

    func watchGone(id: Int64) -> String {
        say("Your request \(id) is no longer on the server", de: "Ihre Anfrage \(id) ist nicht mehr auf dem Server")
    }

    /// The note on stderr when following starts.
    func watchStarted(id: Int64) -> String {
        say(
            "Following request \(id), looking every 5 to 10 seconds. Changes appear below; Ctrl-C ends.",
            de: "Verfolge Anfrage \(id), alle 5 bis 10 Sekunden. Änderungen erscheinen unten; Strg-C beendet.")
    }
}
