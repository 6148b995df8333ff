import CitizenClient

/// `watch request`: each change as one sentence, without a full stop (as the other watches).
extension RequestStrings {
    /// "Your request 10000003 was accepted by bus 2"; for a caller's request (`forCaller`: filed by
    /// the office for someone who rang) neither "your" nor "you": "Request 10000003 was accepted by bus 2".
    func watchState(id: Int64, state: RequestState, bus: Int64?, forCaller: Bool = false) -> String {
        let busText = say(bus.map { "bus \($0)" } ?? "a bus", de: bus.map { "Bus \($0)" } ?? "ein Bus")
        let request = watchLabel(id, forCaller: forCaller)
        switch state {
        case .pending:
            return say(
                "\(request) is waiting for a driver's answer",
                de: "\(request) wartet auf die Antwort eines Fahrers")
        case .accepted:
            return say(
                "\(request) was accepted by \(busText)",
                de: "\(request) wurde von \(bus.map { "Bus \($0)" } ?? "einem Bus") angenommen")
        case .declined:
            return say("\(request) was declined", de: "\(request) wurde abgelehnt")
        case .completed where forCaller:
            return say(
                "\(request) is completed: \(busText) made the pick-up",
                de: "\(request) ist erledigt: \(busText) hat abgeholt")
        case .completed:
            return say(
                "\(request) is completed: \(busText) picked you up",
                de: "\(request) ist erledigt: \(busText) hat Sie abgeholt")
        case .noShow:
            return say(
                "\(request) is marked no-show: nobody got on \(busText)",
                de: "\(request) ist als nicht erschienen vermerkt: niemand ist in \(busText) eingestiegen")
        case .cancelled:
            return say("\(request) was cancelled", de: "\(request) wurde storniert")
        case .unknown:
            return say(
                "\(request) is now in a state buerger does not know, \(stateName(state))",
                de: "\(request) hat jetzt einen Zustand, den buerger nicht kennt: \(stateName(state))")
        }
    }

    /// "Your request 10000003"; "Request 10000003" for a caller's.
    private func watchLabel(_ id: Int64, forCaller: Bool) -> String {
        forCaller ? say("Request \(id)", de: "Anfrage \(id)") : say("Your request \(id)", de: "Ihre Anfrage \(id)")
    }

    /// "Pickup in 15 minutes at Schulstraße, please be ready"; `place` is `atStop(…)` or
    /// `atLocation(…)`. For a caller's request the office is told the person should be ready; for a
    /// door, ready at the door.
    func watchReminder(minutes: Int, place: String, forCaller: Bool = false, atDoor: Bool = false) -> String {
        let ready: String
        switch (forCaller, atDoor) {
        case (true, true):
            ready = say(", the person should be ready at the door", de: ", die Person sollte an der Tür bereit sein")
        case (true, false): ready = say(", the person should be ready", de: ", die Person sollte bereit sein")
        case (false, true): ready = say(", please be ready at your door", de: ", bitte seien Sie an der Tür bereit")
        case (false, false): ready = say(", please be ready", de: ", bitte seien Sie bereit")
        }
        switch minutes {
        case ...0: return say("Pickup now \(place)", de: "Abholung jetzt \(place)") + ready
        case 1: return say("Pickup in 1 minute \(place)", de: "Abholung in 1 Minute \(place)") + ready
        default:
            return say("Pickup in \(minutes) minutes \(place)", de: "Abholung in \(minutes) Minuten \(place)") + ready
        }
    }

    func watchGone(id: Int64, forCaller: Bool = false) -> String {
        let request = watchLabel(id, forCaller: forCaller)
        return say("\(request) is no longer on the server", de: "\(request) ist nicht mehr auf dem Server")
    }

    /// The note on stderr when following starts.
    func watchStarted(id: Int64) -> String {
        say(
            "Following request \(id), looking every 5 to 10 seconds. Changes appear below; Ctrl-C ends.",
            de: "Verfolge Anfrage \(id), alle 5 bis 10 Sekunden. Änderungen erscheinen unten; Strg-C beendet.")
    }
}
